import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

/// Modifiers app code reaches for everywhere that did not compile (an API probe of #36): each does
/// what Apple's documentation says it does.
@MainActor
struct EverydayModifierTests {
    /// A 300 × 100 pt device at 1x with no safe areas.
    static let device = Device(
        name: "Test 300", size: CGSize(width: 300, height: 100), scale: 1, safeAreaTop: 0, safeAreaBottom: 0, maximumFramesPerSecond: 60)

    func texts(_ host: ViewHost) -> [(String, CGRect)] {
        host.displayList(on: Self.device).compactMap { item in
            if case let .text(text) = item.content { (text.string, item.frame) } else { nil }
        }
    }

    /// Apple, `hidden()`: "Hidden views are invisible and can't receive or respond to interactions.
    /// However, they do remain in the view hierarchy and affect layout." The hidden word keeps its
    /// room (the visible one starts where it would), nothing of it is drawn, VoiceOver skips it.
    @Test func aHiddenViewKeepsItsRoomAndIsNeitherDrawnNorRead() throws {
        let shown = ViewHost(
            HStack(spacing: 0) {
                Text("Left")
                Text("Right")
            }.fixedSize())
        let hidden = ViewHost(
            HStack(spacing: 0) {
                Text("Left").hidden()
                Text("Right")
            }.fixedSize())
        let right = try #require(texts(shown).first { $0.0 == "Right" }?.1)
        let hiddenItems = hidden.displayList(on: Self.device)
        let drawnRight = try #require(texts(hidden).first { $0.0 == "Right" }?.1)
        #expect(drawnRight == right)
        #expect(hiddenItems.filter { $0.content.textString == "Left" }.allSatisfy { $0.opacity == 0 })
        #expect(hidden.accessibilityElements.map(\.label) == ["Right"])
    }

    /// Apple, `border(_:width:)`: "By default, the border appears inside the bounds of this view."
    /// A 2 pt border on a 40 × 20 frame strokes the rectangle inset by half its width.
    @Test func aBorderIsStrokedInsideTheFrame() throws {
        let host = ViewHost(Color.clear.frame(width: 40, height: 20).border(Color.red, width: 2))
        let items = host.displayList(on: Self.device)
        let (path, frame, stroke) = try #require(
            items.lazy.compactMap { item -> (Path, CGRect, StrokeStyle)? in
                guard case let .shape(path, _, stroke) = item.content, let stroke else { return nil }
                return (path, item.frame, stroke)
            }.first)
        #expect(stroke.lineWidth == 2)
        #expect(path.boundingRect == frame.insetBy(dx: 1, dy: 1), "\(path.boundingRect) in \(frame)")
        #expect(frame.size == CGSize(width: 40, height: 20))
    }

    /// Apple, `position(x:y:)`: "Positions the center of this view at the specified coordinates in
    /// its parent's coordinate space"; the modified view takes the space its parent offers.
    @Test func positionCentresTheViewOnThePoint() throws {
        let host = ViewHost(Text("Pin").position(x: 100, y: 40).frame(width: 300, height: 100))
        let pin = try #require(texts(host).first { $0.0 == "Pin" }?.1)
        #expect(abs(pin.midX - 100) < 0.5 && abs(pin.midY - 40) < 0.5, "\(pin)")
        let offset = ViewHost(Text("Pin").position(CGPoint(x: 30, y: 70)).frame(width: 300, height: 100))
        let moved = try #require(texts(offset).first { $0.0 == "Pin" }?.1)
        #expect(abs(moved.midX - 30) < 0.5 && abs(moved.midY - 70) < 0.5, "\(moved)")
    }

    /// `tracking(_:)` adds its points after each character, as `kerning(_:)` does for the stand-in
    /// faces: on a `Text` and set above one, 5 pt on top of the HIG's tracking for 17 pt (−0.442 pt).
    @Test func trackingSpacesCharactersLikeKerning() throws {
        func spacing(_ view: some View) throws -> CGFloat {
            try #require(
                ViewHost(view).displayList(on: Self.device).lazy.compactMap { item -> CGFloat? in
                    if case let .text(text) = item.content { text.font.letterSpacing } else { nil }
                }.first)
        }
        #expect(abs(try spacing(Text("ABCD")) + 0.442) < 0.001)
        #expect(abs(try spacing(Text("ABCD").tracking(5)) - (5 - 0.442)) < 0.001)
        #expect(try spacing(Text("ABCD").tracking(5)) == spacing(Text("ABCD").kerning(5)))
        #expect(try spacing(VStack { Text("ABCD") }.tracking(5)) == spacing(Text("ABCD").tracking(5)))
    }

    /// `lineSpacing(_:)` adds its points between lines: a `.body` text wrapped to lines 22 pt apart
    /// grows by 6 pt for each line after its first.
    @Test func lineSpacingAddsBetweenLines() throws {
        func height(_ spacing: CGFloat) throws -> CGFloat {
            let host = ViewHost(Text("one two three").frame(width: 40).lineSpacing(spacing))
            return try #require(
                host.displayList(on: .iPhone16).lazy.compactMap { item -> CGFloat? in
                    if case .text = item.content { item.frame.height } else { nil }
                }.first)
        }
        let plain = try height(0)
        let lines = ((plain - 61.0 / 3) / 22).rounded() + 1
        #expect(lines >= 3)
        #expect(abs(try height(6) - plain - 6 * (lines - 1)) < 0.01)
    }

    /// `accentColor(_:)` is `tint(_:)` under its first name: a default button's label is drawn in it.
    @Test func accentColorTintsTheControlsInside() throws {
        let host = ViewHost(Button("Save") {}.accentColor(.orange))
        let paint = try #require(
            host.displayList(on: Self.device).lazy.compactMap { item -> DisplayPaint? in
                if case let .text(text) = item.content { text.paint } else { nil }
            }.first)
        guard case let .color(red, green, blue, _) = paint else {
            Issue.record("not a color: \(paint)")
            return
        }
        #expect(abs(red - 1) < 0.01 && abs(green - 149.0 / 255) < 0.01 && blue < 0.01)
    }

    /// `navigationBarHidden(true)` hides the page's bar, its title with it.
    @Test func navigationBarHiddenHidesTheTitle() throws {
        let shown = ViewHost(NavigationStack { Text("Body").navigationTitle("Plans") })
        let hidden = ViewHost(NavigationStack { Text("Body").navigationTitle("Plans").navigationBarHidden(true) })
        #expect(texts(shown).contains { $0.0 == "Plans" })
        #expect(!texts(hidden).contains { $0.0 == "Plans" })
        #expect(texts(hidden).contains { $0.0 == "Body" })
    }
}

extension DisplayContent {
    fileprivate var textString: String? {
        if case let .text(text) = self { text.string } else { nil }
    }
}
