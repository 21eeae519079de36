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

    @Test func nanAndInfiniteValuesAreKept() {
        let host = ViewHost(Text("x").frame(width: .nan, height: .infinity).opacity(.nan).padding(-5))
        #expect(host.accessibilityElements.map(\.label) == ["x"])
    }

    @Test func thousandDeepNesting() {
        let host = ViewHost(Nested(depth: 1_000))
        #expect(host.accessibilityElements.map(\.label) == ["leaf"])
        #expect(host.bodyEvaluations(of: "Nested") == 1_001)
    }

    @Test func lifecycleRunsInTreeOrder() throws {
        let log = LifecycleLog()
        let host = ViewHost(LifecycleProbe(log: log))
        #expect(log.events == ["outer appear", "inner appear"])
        try host.tap("Hide")
        #expect(log.events == ["outer appear", "inner appear", "inner disappear"])
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
