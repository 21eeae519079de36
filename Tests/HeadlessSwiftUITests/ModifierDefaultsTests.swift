import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// Modifiers whose behaviour hangs on a default or a condition (Apple's documentation of each):
/// `background` draws behind, `onChange(of:)` does not run when the view appears unless
/// `initial: true`, `flipsForRightToLeftLayoutDirection(true)` mirrors only in a right-to-left
/// layout, and `move(fromOffsets:toOffset:)` moves elements to before the destination offset.
@MainActor
struct ModifierDefaultsTests {
    @Test func aBackgroundIsPaintedBehindAndAnOverlayInFront() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let blue = Color(red: 0, green: 0, blue: 1)
        let square = red.frame(width: 20, height: 20)
        func bluePaintedFirst(_ view: some View) -> Bool? {
            let list = ViewHost(view).displayList(on: .iPhone16)
            let kinds = list.compactMap { item -> Bool? in
                switch item.content {
                case .fill(.color(0, 0, 1, 1)), .shape(_, .color(0, 0, 1, 1), _): true
                case .fill(.color(1, 0, 0, 1)): false
                default: nil
                }
            }
            return kinds.count == 2 ? kinds[0] : nil
        }
        #expect(bluePaintedFirst(square.background { blue }) == true)
        #expect(bluePaintedFirst(square.background(blue)) == true)
        #expect(bluePaintedFirst(square.background(blue, in: Circle())) == true)
        #expect(bluePaintedFirst(square.overlay(blue)) == false)
        #expect(bluePaintedFirst(square.overlay(blue, in: Circle())) == false)
    }

    final class Log { var calls: [String] = [] }

    struct Watched: View {
        let log: Log
        let initial: Bool
        @State private var count = 0
        var body: some View {
            Button("Add \(count)") { count += 1 }
                .accessibilityLabel("Add")
                .onChange(of: count, initial: initial) { old, new in log.calls.append("\(old)→\(new)") }
        }
    }

    struct WatchedByDefault: View {
        let log: Log
        @State private var count = 0
        var body: some View {
            Button("Add \(count)") { count += 1 }
                .accessibilityLabel("Add")
                .onChange(of: count) { old, new in log.calls.append("\(old)→\(new)") }
                .onChange(of: count) { log.calls.append("changed") }
        }
    }

    @Test func onChangeRunsAtAppearanceOnlyWhenAskedTo() throws {
        let log = Log()
        let host = ViewHost(WatchedByDefault(log: log))
        _ = host.layout(on: .iPhone16)
        host.advance(to: 0.1)
        #expect(log.calls.isEmpty)
        try host.tap("Add")
        host.advance(to: 0.2)
        #expect(log.calls.sorted() == ["0→1", "changed"])
        let initial = Log()
        let asked = ViewHost(Watched(log: initial, initial: true))
        _ = asked.layout(on: .iPhone16)
        asked.advance(to: 0.1)
        #expect(initial.calls == ["0→0"])
    }

    @Test func aFlipMirrorsOnlyRightToLeft() throws {
        func scaleX(_ direction: LayoutDirection, enabled: Bool) throws -> CGFloat {
            let item = try #require(
                ViewHost(
                    Color.red.frame(width: 20, height: 10).flipsForRightToLeftLayoutDirection(enabled)
                        .environment(\.layoutDirection, direction)
                ).displayList(on: .iPhone16).first)
            let left = item.transform.apply(CGPoint(x: item.frame.minX, y: item.frame.midY))
            let right = item.transform.apply(CGPoint(x: item.frame.maxX, y: item.frame.midY))
            return (right.x - left.x) / item.frame.width
        }
        #expect(try scaleX(.rightToLeft, enabled: true) == -1)
        #expect(try scaleX(.leftToRight, enabled: true) == 1)
        #expect(try scaleX(.rightToLeft, enabled: false) == 1)
    }

    @Test func movingToItsOwnOffsetChangesNothing() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [1], toOffset: 1)
        #expect(letters == ["a", "b", "c", "d"])
        letters.move(fromOffsets: [0], toOffset: 3)
        #expect(letters == ["b", "c", "a", "d"])
        letters.move(fromOffsets: [3], toOffset: 0)
        #expect(letters == ["d", "b", "c", "a"])
    }

    /// `safeAreaInset(edge:)` on a horizontal edge puts its content on that side of the view.
    @Test func aSideInsetGoesOnItsSide() throws {
        func blueIsLeft(_ edge: HorizontalEdge) throws -> Bool {
            let list = ViewHost(
                Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 20)
                    .safeAreaInset(edge: edge) { Color(red: 0, green: 0, blue: 1).frame(width: 30, height: 20) }
            ).displayList(on: .iPhone16)
            let red = try #require(list.first { $0.content == .fill(.color(red: 1, green: 0, blue: 0, opacity: 1)) })
            let blue = try #require(list.first { $0.content == .fill(.color(red: 0, green: 0, blue: 1, opacity: 1)) })
            return blue.frame.maxX <= red.frame.minX
        }
        #expect(try blueIsLeft(.leading))
        #expect(try !blueIsLeft(.trailing))
    }

    /// `monospaced()` turns monospacing on by default (Apple: `monospaced(_ isActive: Bool = true)`);
    /// `.numericText()` counts up unless told to count down (`numericText(countsDown: Bool = false)`).
    @Test func monospacedAndNumericTextDefaults() throws {
        let text = try #require(ViewHost(Text("10").monospaced()).drawnTexts().first)
        #expect(text.font.design == .monospaced)
        let plain = try #require(ViewHost(Text("10").monospaced(false)).drawnTexts().first)
        #expect(plain.font.design == .default)
        #expect(ContentTransition.numericText() == .numericText(countsDown: false))
        #expect(ContentTransition.numericText() != .numericText(countsDown: true))
    }

    /// `fixedSize()` fixes both dimensions at the ideal size (Apple: "fixes this view at its ideal
    /// size"): a long text in a 100 × 10 frame stays one line as wide as it needs and a line tall.
    @Test func fixedSizeHoldsBothDimensions() throws {
        let long = "A sentence far wider than a hundred points"
        let single = ViewHost(Text(long))
        let ideal = try #require(single.frames(ofText: long, in: single.layout(on: .iPhone16)).first)
        let fixed = try ViewHost(Text(long).fixedSize().frame(width: 100, height: 10)).frame(ofText: long)
        #expect(fixed.size == ideal.size)
        #expect(fixed.width > 100 && fixed.height > 10)
        let digits = try #require(ViewHost(Text("10").monospacedDigit()).drawnTexts().first)
        #expect(digits.font.monospacedDigits)
        let font = try #require(ViewHost(Text("10").font(.body.monospacedDigit())).drawnTexts().first)
        #expect(font.font.monospacedDigits)
        #expect(try #require(ViewHost(Text("10").font(.body)).drawnTexts().first).font.monospacedDigits == false)
    }

    /// A `ScrollView` shows its indicators unless told not to (`showsIndicators: Bool = true`).
    @Test func aScrollViewShowsItsIndicatorsByDefault() {
        #expect(ScrollView { Text("A") }.showsIndicators)
        #expect(!ScrollView(showsIndicators: false) { Text("A") }.showsIndicators)
    }
}
