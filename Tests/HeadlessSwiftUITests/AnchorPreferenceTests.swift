import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// The selected tab's bounds, as an anchor (the idiom of a moving tab underline).
private struct SelectedBoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// Points collected from several views.
private struct PinsKey: PreferenceKey {
    static let defaultValue: [Anchor<CGPoint>] = []
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
}

/// A count summed over the views that set it.
private struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Anchor preferences (Apple: `anchorPreference(key:value:transform:)`, "sets a value for the
/// specified preference key, the value is a function of a geometry value tied to the current
/// coordinate space"; `GeometryProxy.subscript(_:)` "resolves the value of an anchor to the
/// container view"), `overlayPreferenceValue`/`backgroundPreferenceValue` ("reads the specified
/// preference value from the view, using it to produce a second view that is applied as an
/// overlay/background to the original view") and `transformPreference`.
@MainActor
struct AnchorPreferenceTests {
    struct Tabs: View {
        @State var selected = 1
        let titles = ["Day", "Week", "Month"]

        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<3) { index in
                    Button(titles[index]) { selected = index }
                        .frame(width: CGFloat(60 + 20 * index), height: 40)
                        .anchorPreference(key: SelectedBoundsKey.self, value: .bounds) { index == selected ? $0 : nil }
                }
            }
            .padding(.leading, 24)
            .overlayPreferenceValue(SelectedBoundsKey.self, alignment: .topLeading) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let bounds = proxy[anchor]
                        Color.red.frame(width: bounds.width, height: 3)
                            .padding(.leading, bounds.minX).padding(.top, bounds.maxY)
                    }
                }
            }
        }
    }

    /// The underline drawn from the selected tab's anchor lies under that tab, as wide as it, in a
    /// row pushed 24 pt in; selecting another tab moves it there.
    @Test func anUnderlineFollowsTheSelectedTabsBounds() throws {
        let host = ViewHost(Tabs())
        var result = host.layout(on: .iPhone16)
        func underline() throws -> CGRect {
            // The color's frame, inside the padding that moves it (taller or wider).
            try #require(result.frames.values.filter { $0.height == 3 }.min { $0.width < $1.width })
        }
        func tab(_ title: String) throws -> CGRect {
            let text = try #require(host.frames(ofText: title, in: result).first)
            return try #require(
                result.frames.values.filter { $0.height == 40 && $0.contains(CGPoint(x: text.midX, y: text.midY)) }
                    .min { $0.width < $1.width })
        }
        let week = try tab("Week")
        #expect(week.width == 80)
        let line = try underline()
        #expect(line == CGRect(x: week.minX, y: week.maxY, width: 80, height: 3), "\(line) under \(week)")
        try host.tap("Month")
        result = host.layout(on: .iPhone16)
        let month = try tab("Month")
        #expect(try underline() == CGRect(x: month.minX, y: month.maxY, width: 100, height: 3))
        #expect(try month.minX - tab("Day").minX == 140)
    }

    /// Point anchors resolve to points of the anchored view, in order: its centre set, its top
    /// trailing corner appended by a transform around it.
    @Test func pointAnchorsResolveInTheReadersSpace() {
        final class Box { var points: [CGPoint] = [] }
        let box = Box()
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 100, height: 30)
            Color.blue.frame(width: 80, height: 40)
                .anchorPreference(key: PinsKey.self, value: .center) { [$0] }
                .transformAnchorPreference(key: PinsKey.self, value: .topTrailing) { pins, anchor in pins.append(anchor) }
        }
        .backgroundPreferenceValue(PinsKey.self) { pins in
            GeometryReader { proxy in
                let _ = { box.points = pins.map { proxy[$0] } }()
                Color.clear
            }
        }
        _ = ViewHost(view).layout(on: .iPhone16)
        // The column is 100 wide; the blue view is centred in it under 30 pt.
        #expect(box.points == [CGPoint(x: 50, y: 50), CGPoint(x: 90, y: 30)])
    }

    /// An array source resolves each of its sources against the same view, in order.
    @Test func anArraySourceResolvesEachPoint() {
        final class Box { var points: [CGPoint] = [] }
        struct ListKey: PreferenceKey {
            static let defaultValue: Anchor<[CGPoint]>? = nil
            static func reduce(value: inout Anchor<[CGPoint]>?, nextValue: () -> Anchor<[CGPoint]>?) { value = value ?? nextValue() }
        }
        let box = Box()
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 40, height: 20)
            Color.green.frame(width: 20, height: 10)
                .anchorPreference(
                    key: ListKey.self, value: Anchor<[CGPoint]>.Source([.unitPoint(UnitPoint(x: 0.25, y: 1)), .point(CGPoint(x: 5, y: 2))])
                ) {
                    $0
                }
        }
        .overlayPreferenceValue(ListKey.self) { anchor in
            GeometryReader { proxy in
                let _ = anchor.map { box.points = proxy[$0] }
                Color.clear
            }
        }
        _ = ViewHost(view).layout(on: .iPhone16)
        // The green view is 40 pt in and 5 pt down (centred in the 20 pt row).
        #expect(box.points == [CGPoint(x: 45, y: 15), CGPoint(x: 45, y: 7)])
    }

    /// `transformPreference` changes the value its content passes up, once, after reducing it: two
    /// rows of 3 and 4 pass up their sum doubled, beside a row of 1 left alone.
    @Test func aTransformChangesTheReducedValue() throws {
        let view = VStack {
            VStack {
                Text("a").preference(key: CountKey.self, value: 3)
                Text("b").preference(key: CountKey.self, value: 4)
            }
            .transformPreference(CountKey.self) { $0 *= 2 }
            Text("c").preference(key: CountKey.self, value: 1)
        }
        .overlayPreferenceValue(CountKey.self) { count in Text("total \(count)") }
        let host = ViewHost(view)
        let result = host.layout(on: .iPhone16)
        #expect(host.frames(ofText: "total 15", in: result).count == 1)
    }

    /// The overlay is built again when a view inside changes its preference through its own state.
    @Test func aChangeInsideRebuildsTheOverlay() throws {
        struct Counter: View {
            @State var count = 1
            var body: some View {
                Button("Add") { count += 1 }.preference(key: CountKey.self, value: count)
            }
        }
        let host = ViewHost(Counter().overlayPreferenceValue(CountKey.self) { Text("count \($0)").offset(y: 40) })
        #expect(host.frames(ofText: "count 1", in: host.layout(on: .iPhone16)).count == 1)
        try host.tap("Add")
        let result = host.layout(on: .iPhone16)
        #expect(host.frames(ofText: "count 2", in: result).count == 1)
        #expect(host.frames(ofText: "count 1", in: result).isEmpty)
    }

    /// `onPreferenceChange` reports a value a view inside changes through its own state, as it
    /// reports the first: 1, then 2 after a tap.
    @Test func aChangeInsideIsReported() throws {
        final class Box { var reported: [Int] = [] }
        struct Counter: View {
            @State var count = 1
            var body: some View {
                Button("Add") { count += 1 }.preference(key: CountKey.self, value: count)
            }
        }
        let box = Box()
        let host = ViewHost(VStack { Counter() }.onPreferenceChange(CountKey.self) { box.reported.append($0) })
        _ = host.layout(on: .iPhone16)
        #expect(box.reported == [1])
        try host.tap("Add")
        #expect(box.reported == [1, 2])
    }

    /// Anchors are equal when made in the same view from the same source.
    @Test func anchorsMadeAlikeAreEqual() {
        final class Box { var anchors: [Anchor<CGRect>] = [] }
        struct BoundsKey: PreferenceKey {
            static let defaultValue: [Anchor<CGRect>] = []
            static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
        }
        let box = Box()
        let view = VStack {
            Color.red.frame(height: 10).anchorPreference(key: BoundsKey.self, value: .bounds) { [$0, $0] }
            Color.red.frame(height: 10).anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }
            Color.red.frame(height: 10).anchorPreference(key: BoundsKey.self, value: .rect(CGRect(x: 0, y: 0, width: 1, height: 1))) {
                [$0]
            }
        }
        .onPreferenceChange(BoundsKey.self) { box.anchors = $0 }
        _ = ViewHost(view).layout(on: .iPhone16)
        #expect(box.anchors.count == 4)
        #expect(box.anchors[0] == box.anchors[1])
        #expect(box.anchors[1] != box.anchors[2])
        #expect(box.anchors[2] != box.anchors[3])
        #expect(Set(box.anchors).count == 3)
    }
}
