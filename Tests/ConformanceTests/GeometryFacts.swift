import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Shapes, readers and transforms as SwiftUI places and draws them on iOS (issue 16, items 4–8).
@MainActor
struct GeometryFacts {
    /// A 300 × 100 pt device at 1x with no safe areas.
    static let device = Device(
        name: "Test 300", size: CGSize(width: 300, height: 100), scale: 1,
        safeAreaTop: 0, safeAreaBottom: 0, maximumFramesPerSecond: 60)

    func items(_ view: some View, device: Device = Self.device) -> [DisplayItem] {
        ViewHost(view).displayList(on: device)
    }

    func shapes(_ items: [DisplayItem]) -> [(path: Path, item: DisplayItem)] {
        items.compactMap { item in
            if case let .shape(path, _, _) = item.content { (path, item) } else { nil }
        }
    }

    /// Apple, `GeometryReader`: "a container view that defines its content as a function of its own
    /// size". A progress bar's fill inside a 12 pt padded, 16 pt tall track reads the track's
    /// 276 × 16, not the screen's size.
    @Test func aGeometryReaderReportsItsOwnFrame() throws {
        let bar = GeometryReader { proxy in
            ZStack {
                Rectangle().frame(width: proxy.size.width * 0.5)
                Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
            }
        }
        .frame(height: 16)
        .padding(12)
        let listed = items(bar)
        let fill = try #require(shapes(listed).first)
        #expect(fill.path.boundingRect.width == 138)
        let labels = listed.compactMap { item -> String? in if case let .text(text) = item.content { text.string } else { nil } }
        #expect(labels == ["276×16"])
    }

    /// SwiftUI calls `path(in:)` with the shape's own bounds, origin (0, 0), and places the path
    /// in the shape's frame: a shape drawing from (0, 0) is drawn where its frame is.
    @Test func aShapeDrawsInItsOwnBounds() throws {
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 200)
            Corner().frame(width: 50, height: 40)
        }
        let drawn = try #require(shapes(items(view)).first)
        #expect(drawn.path.boundingRect == drawn.item.frame)
        #expect(drawn.item.frame.minX == 225)
    }

    /// A corner radius is clamped to half the shorter side on both axes: `RoundedRectangle`
    /// radius 16 on a 32 × 16 track is a capsule (platform-facts.md).
    @Test func aRoundedRectangleOnAShortTrackIsACapsule() throws {
        let rounded = try #require(shapes(items(RoundedRectangle(cornerRadius: 16, style: .circular).frame(width: 32, height: 16))).first)
        let capsule = try #require(shapes(items(Capsule(style: .circular).frame(width: 32, height: 16))).first)
        #expect(rounded.path == capsule.path)
    }

    /// iOS 18 (measured): a `Circle` offered a non-square size takes a square of the shorter
    /// side, so `frame(maxWidth: .infinity, alignment: .trailing)` moves it to the trailing edge.
    @Test func aCircleTakesASquareOfTheShorterSide() throws {
        let circle = try #require(shapes(items(Circle().frame(height: 50).frame(maxWidth: .infinity, alignment: .trailing))).first)
        #expect(circle.item.frame == CGRect(x: 250, y: 25, width: 50, height: 50))
        let ellipse = try #require(shapes(items(Ellipse().frame(height: 50))).first)
        #expect(ellipse.item.frame.width == 300)
    }

    /// `frame(width:height:alignment:)` places its content by its alignment.
    @Test func aFixedFrameAlignsItsContent() throws {
        let drawn = try #require(
            shapes(items(Rectangle().frame(width: 20, height: 20).frame(width: 100, height: 60, alignment: .bottomTrailing))).first)
        #expect(drawn.item.frame == CGRect(x: 180, y: 60, width: 20, height: 20))
    }

    /// Apple, `scaleEffect(_:anchor:)`: scales "relative to an anchor point"; a parent's scale
    /// applies to its children about the parent's anchor, not each child's centre.
    @Test func scaleEffectHonoursItsAnchor() throws {
        let view = HStack(spacing: 0) {
            Rectangle().frame(width: 20, height: 20)
            Rectangle().frame(width: 20, height: 20)
        }
        .scaleEffect(2, anchor: .topLeading)
        let drawn = shapes(items(view))
        #expect(drawn.count == 2)
        // The pair sits at (130, 40)–(170, 60) before scaling; the second square ends at the pair's
        // top-leading corner plus twice its offset and size.
        let second = drawn[1].item.transform.boundingBox(of: drawn[1].item.frame)
        #expect(second == CGRect(x: 170, y: 40, width: 40, height: 40))
        let first = drawn[0].item.transform.boundingBox(of: drawn[0].item.frame)
        #expect(first == CGRect(x: 130, y: 40, width: 40, height: 40))
    }

    /// Apple, `rotationEffect(_:anchor:)`: rotating a 40 × 20 bar a quarter turn clockwise about its
    /// leading edge's centre stands it down from that point.
    @Test func rotationEffectHonoursItsAnchor() throws {
        let drawn = try #require(
            shapes(items(Rectangle().frame(width: 40, height: 20).rotationEffect(.degrees(90), anchor: .leading))).first)
        let box = drawn.item.transform.boundingBox(of: drawn.item.frame)
        // Before: (130, 40)–(170, 60); the anchor is (130, 50).
        #expect(abs(box.minX - 120) < 1e-9 && abs(box.minY - 50) < 1e-9 && abs(box.width - 20) < 1e-9 && abs(box.height - 40) < 1e-9)
    }

    /// `blur(radius:opaque:)` and `clipShape(_:style:)` reach the display list.
    @Test func blurOpacityAndClipStyleAreKept() throws {
        let blurred = try #require(items(Color.red.frame(width: 40, height: 40).blur(radius: 4, opaque: true)).first)
        #expect(blurred.groups.map(\.effect) == [.blur(radius: 4, opaque: true)])
        let clipped = try #require(items(Color.red.frame(width: 40, height: 40).clipShape(Circle(), style: FillStyle(eoFill: true))).first)
        guard case let .clip(_, evenOdd) = try #require(clipped.groups.first).effect else {
            Issue.record("no clip")
            return
        }
        #expect(evenOdd)
    }
}

/// A shape that draws from (0, 0), valid SwiftUI that only works when `path(in:)` gets its own bounds.
private struct Corner: Shape {
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: 0, width: rect.width, height: rect.height))
    }
}
