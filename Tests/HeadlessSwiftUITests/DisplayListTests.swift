import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import SwiftUICorpus
import Testing

@MainActor
struct DisplayListTests {
    @Test func sampleScreenPaintsBackToFront() throws {
        let host = ViewHost(SampleScreen())
        let items = host.displayList(on: .iPhone16)
        let first = try #require(items.first)
        #expect(first.frame == Device.iPhone16.bounds)
        guard case let .fill(.linearGradient(stops, start, end)) = first.content else {
            Issue.record("\(first.content)")
            return
        }
        #expect(stops.count == 2 && start == .zero && end == CGPoint(x: 393, y: 852))
        let kinds = items.map { item -> String in
            switch item.content {
            case let .text(text): "text:\(text.string)"
            case .symbol: "symbol"
            case .fill: "fill"
            case .bitmap: "bitmap"
            case let .shape(_, paint, stroke): stroke == nil ? (paint == .material(thickness: 0) ? "material" : "shape") : "stroke"
            }
        }
        let title = "DailyDashboard".map { "text:\($0)" }
        #expect(kinds == ["fill"] + title + ["material", "stroke", "stroke", "text:1850", "stroke", "text:Log 100 calories"])
    }

    @Test func theCardsShadowGroupsEverythingInTheCard() throws {
        let items = ViewHost(SampleScreen()).displayList(on: .iPhone16, at: 1)
        let shadow = DisplayGroup.Effect.shadow(
            .color(red: 0, green: 0, blue: 0, opacity: 0.06), radius: 10, offset: CGSize(width: 0, height: 4))
        let grouped = items.filter { $0.groups.map(\.effect) == [shadow] }
        // The material, its border, the ring's track and fill, and the number.
        #expect(grouped.count == 5)
        #expect(Set(grouped.map { $0.groups[0].identity }).count == 1)
        #expect(items.filter { $0.groups.isEmpty }.count == items.count - 5)
    }

    @Test func framesDiffByIdentity() throws {
        let host = ViewHost(SampleScreen())
        let settled = host.displayList(on: .iPhone16, at: 2)
        #expect(DisplayListDiff(from: settled, to: host.displayList(on: .iPhone16, at: 3)).isEmpty)
        try host.tap("Log 100 calories")
        let diff = DisplayListDiff(from: settled, to: host.displayList(on: .iPhone16, at: 3))
        // The number and the ring's fill change; nothing appears or disappears.
        #expect(diff.added.isEmpty && diff.removed.isEmpty)
        #expect(diff.changed.count == 2)
    }

    @Test func animatedTrimIsDrawnAtItsAnimatedLength() throws {
        let host = ViewHost(SampleScreen())
        try host.tap("Log 100 calories")
        func ringLength(at time: TimeInterval) -> Int {
            let rings = host.displayList(on: .iPhone16, at: time).compactMap { item -> Path? in
                if case let .shape(path, .angularGradient, _) = item.content { path } else { nil }
            }
            var count = 0
            rings.first?.forEach { _ in count += 1 }
            return count
        }
        #expect(ringLength(at: 0) < ringLength(at: 2))
    }

    @Test func aRemovedViewIsDrawnUntilItsTransitionEnds() throws {
        let host = ViewHost(TransitionProbe())
        try host.tap("Toggle")
        host.advance(to: 1)
        try host.tap("Toggle")
        func detail(at time: TimeInterval) -> DisplayItem? {
            host.displayList(on: .iPhone16, at: time).first {
                if case let .text(text) = $0.content { text.string == "Detail" } else { false }
            }
        }
        // Removal under easeInOut(duration: 0.6) from t = 1: halfway at 1.3 s (opacity 0.5, 6 pt down),
        // in its old place; gone once the transition ends.
        let leaving = try #require(detail(at: 1.3))
        #expect(abs(leaving.opacity - 0.5) < 1e-6 && abs(leaving.offset.height - 6) < 1e-6)
        #expect(leaving.frame.height > 0)
        #expect(detail(at: 1.6) == nil)
        #expect(detail(at: 2) == nil)
    }

    @Test func opacityAndOffsetCompose() throws {
        let host = ViewHost(TransitionProbe())
        try host.tap("Toggle")
        let detail = try #require(
            host.displayList(on: .iPhone16, at: 0.3).first {
                if case let .text(text) = $0.content { text.string == "Detail" } else { false }
            })
        #expect(abs(detail.opacity - 0.5) < 1e-6)
        #expect(abs(detail.offset.height - 6) < 1e-6)
    }
}

@MainActor
struct MatchedGeometryTests {
    @Test func selectionCapsuleMovesBetweenSegments() throws {
        let host = ViewHost(SegmentProbe())
        func capsule(at time: TimeInterval) -> CGRect? {
            host.displayList(on: .iPhone16, at: time).first { item in
                if case .shape(_, .color(0, 1, 0, 1), nil) = item.content { true } else { false }
            }?.frame
        }
        let start = try #require(capsule(at: 0))
        try host.tap("Pick 2")
        let end = try #require(capsule(at: 1))
        let middle = try #require(capsule(at: 0.5))
        #expect(end.midX > start.midX)
        // withAnimation(.linear(duration: 1)): halfway through, halfway across.
        #expect(abs(middle.midX - (start.midX + end.midX) / 2) < 1e-6)
        #expect(capsule(at: 2) == end)
    }
}

@MainActor
struct SegmentProbe: View {
    /// The capsule's `isSource`; nil leaves it to the default.
    var isSource: Bool? = nil
    @State private var selection = 0
    @Namespace private var namespace

    var body: some View {
        VStack {
            HStack {
                ForEach(0..<3) { index in
                    Text("Segment \(index)")
                        .background {
                            if selection == index, let isSource {
                                Capsule().fill(Color(red: 0, green: 1, blue: 0))
                                    .matchedGeometryEffect(id: "selection", in: namespace, isSource: isSource)
                            } else if selection == index {
                                Capsule().fill(Color(red: 0, green: 1, blue: 0)).matchedGeometryEffect(id: "selection", in: namespace)
                            }
                        }
                }
            }
            Button("Pick 2") { withAnimation(.linear(duration: 1)) { selection = 2 } }
            Button("Jump to 1") { selection = 1 }
        }
    }
}

/// NavigationStack's default push: the page slides in from the trailing edge over the one it covers.
@MainActor
struct NavigationPushTests {
    @Test func pushesSlideInAndPopsSlideOut() throws {
        let host = ViewHost(InteractionSnippet())
        try host.tap("Details")
        // No transaction animation: SwiftUI's default spring, from the screen's width to 0.
        let entering = try #require(host.item(drawing: "Pushed", at: 0.1))
        #expect(entering.offset.width > 0 && entering.offset.width < 393)
        let under = try #require(host.item(drawing: "Details", at: 0.1))
        #expect(under.offset.width < 0 && under.offset.width > -393.0 / 3 - 1)
        #expect(try #require(host.item(drawing: "Pushed", at: 3)).offset.width.magnitude < 1e-3)
        #expect(host.item(drawing: "Details", at: 3) == nil)
    }

    @Test func aPoppedPageSlidesOutOverThePageUnderIt() throws {
        let host = ViewHost(PushProbe())
        try host.tap("Open")
        host.advance(to: 2)
        try host.tap("Back")
        // linear(duration: 1) from t = 2: halfway out at 2.5 s, the page under it a sixth of the width left.
        let leaving = try #require(host.item(drawing: "Page", at: 2.5))
        #expect(abs(leaving.offset.width - 393.0 / 2) < 1e-6)
        let under = try #require(host.item(drawing: "Open", at: 2.5))
        #expect(abs(under.offset.width + 393.0 / 6) < 1e-6)
        #expect(host.item(drawing: "Page", at: 3.5) == nil)
        #expect(try #require(host.item(drawing: "Open", at: 3.5)).offset.width == 0)
    }
}

@MainActor
struct PushProbe: View {
    @State private var open = false

    var body: some View {
        NavigationStack {
            Button("Open") { withAnimation(.linear(duration: 1)) { open = true } }
                .navigationTitle("Home")
                .navigationDestination(isPresented: $open) {
                    Button("Back") { withAnimation(.linear(duration: 1)) { open = false } }
                    Text("Page")
                }
        }
    }
}

/// Layout changes under an animation: frames move from where they were to where they are.
@MainActor
struct LayoutAnimationTests {
    @Test func framesInterpolateBetweenLayouts() throws {
        let host = ViewHost(WidthProbe())
        func bar(at time: TimeInterval) -> CGRect? {
            host.displayList(on: .iPhone16, at: time).first { if case .fill(.color(1, 0, 0, 1)) = $0.content { true } else { false } }?
                .frame
        }
        let before = try #require(bar(at: 0))
        try host.tap("Widen")
        // linear(duration: 1): halfway at 0.5 s, from 100 to 200 pt wide.
        #expect(abs((bar(at: 0.5)?.width ?? 0) - 150) < 1e-9)
        #expect(bar(at: 1)?.width == 200)
        #expect(before.width == 100)
        // Without an animation the frame jumps.
        try host.tap("Narrow")
        #expect(bar(at: 1)?.width == 100)
    }
}

@MainActor
struct WidthProbe: View {
    @State private var wide = false

    var body: some View {
        VStack {
            Color(red: 1, green: 0, blue: 0).frame(width: wide ? 200 : 100, height: 50)
            Button("Widen") { withAnimation(.linear(duration: 1)) { wide = true } }
            Button("Narrow") { wide = false }
        }
    }
}
