import HeadlessRuntime
import HeadlessSwiftUI
import Testing

@MainActor
struct RobustnessTests {
    @Test func emptyAndHugeStrings() {
        let huge = String(repeating: "a", count: 10_000)
        let host = ViewHost(
            VStack {
                Text("")
                Text(huge)
            })
        #expect(host.accessibilityElements.map(\.label) == [huge])
    }

    /// Non-finite values never reach a frame or a drawn item: an infinite fixed height is ignored
    /// (SwiftUI logs "Invalid frame dimension" and keeps the child's size), a NaN opacity is ignored
    /// rather than drawn (D146), and negative padding pulls the edges in by its amount.
    @Test func nanAndInfiniteValuesAreKept() throws {
        let plain = ViewHost(Text("x"))
        let natural = try #require(plain.frames(ofText: "x", in: plain.layout(on: .iPhone16)).first)
        let host = ViewHost(Text("x").frame(width: 20, height: .infinity).opacity(.nan).padding(-5))
        let result = host.layout(on: .iPhone16)
        #expect(result.frames.values.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) })
        let text = try #require(host.frames(ofText: "x", in: result).first)
        #expect(text.size == natural.size)
        // The 20-pt frame, padded by −5 on each side: 10 pt wide, the text's height less 10.
        #expect(result.frames.values.contains { $0.width == 10 && abs($0.height - (natural.height - 10)) < 1e-9 })
        let items = host.displayList(on: .iPhone16, at: 0)
        #expect(!items.isEmpty && items.allSatisfy { $0.opacity == 1 })
        let nan = ViewHost(Text("x").frame(width: .nan, height: .nan))
        #expect(nan.layout(on: .iPhone16).frames.values.allSatisfy { $0.width.isFinite && $0.height.isFinite })
        #expect(host.accessibilityElements.map(\.label) == ["x"])
    }

    @Test func thousandDeepNesting() {
        let host = ViewHost(Nested(depth: 1_000))
        #expect(host.accessibilityElements.map(\.label) == ["leaf"])
        #expect(host.bodyEvaluations(of: "Nested") == 1_001)
    }

    /// A body that changes the state it reads never settles (SwiftUI logs "Modifying state during
    /// view update"); an update gives up after 100 passes rather than hang. The host's first build
    /// updates once: one evaluation and 100 passes; each later update makes 100 more.
    @Test func anUpdateThatNeverSettlesStopsAfterAHundredPasses() {
        let host = ViewHost(Restless())
        #expect(host.bodyEvaluations(of: "Restless") == 101)
        host.update()
        #expect(host.bodyEvaluations(of: "Restless") == 201)
    }

    @Test func lifecycleRunsInTreeOrder() throws {
        let log = LifecycleLog()
        let host = ViewHost(LifecycleProbe(log: log))
        #expect(log.events == ["outer appear", "inner appear"])
        try host.tap("Hide")
        #expect(log.events == ["outer appear", "inner appear", "inner disappear"])
    }
}

/// A view whose body writes the state it reads, so every evaluation asks for another.
@MainActor
struct Restless: View {
    @State private var count = 0

    var body: some View {
        Text(verbatim: "\(bump())")
    }

    private func bump() -> Int {
        count += 1
        return count
    }
}

@MainActor
struct Nested: View {
    let depth: Int

    var body: some View {
        if depth == 0 {
            Text("leaf")
        } else {
            Nested(depth: depth - 1).padding(1)
        }
    }
}

@MainActor
final class LifecycleLog {
    var events: [String] = []
}

@MainActor
struct LifecycleProbe: View {
    let log: LifecycleLog
    @State private var showsInner = true

    var body: some View {
        VStack {
            if showsInner {
                Text("inner").onAppear { log.events.append("inner appear") }.onDisappear { log.events.append("inner disappear") }
            }
            Button("Hide") { showsInner = false }
        }
        .onAppear { log.events.append("outer appear") }
    }
}
