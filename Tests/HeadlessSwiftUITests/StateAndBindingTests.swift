import HeadlessRuntime
import HeadlessSwiftUI
import SwiftUICorpus
import Testing

@MainActor
struct StateAndBindingTests {
    @Test func stateSurvivesReevaluationAndDrivesTheTree() throws {
        let host = ViewHost(CounterSnippet())
        #expect(host.accessibilityElements.first { $0.label == "Count" }?.value == "0")
        try host.tap("Add one")
        try host.tap("Add one")
        #expect(host.accessibilityElements.first { $0.label == "Count" }?.value == "2")
        // Once to build, and per tap once for `count` and once more for the `changes` its onChange appends.
        #expect(host.bodyEvaluations(of: "CounterSnippet") == 5)
    }

    @Test func bindingsWriteThrough() throws {
        let host = ViewHost(CounterSnippet())
        try host.tap("Add one")
        try host.tap("arrow counterclockwise, Reset")
        #expect(host.accessibilityElements.first { $0.label == "Count" }?.value == "0")
    }

    @Test func onChangeSeesOldAndNewValues() throws {
        // The snippet records changes in its own state; read them back through a probe view.
        let host = ViewHost(ChangeProbe())
        try host.tap("Bump")
        try host.tap("Bump")
        #expect(host.accessibilityElements.map(\.label).contains("0→1, 1→2"))
    }

    @Test func tappingAMissingButtonNamesIt() {
        let host = ViewHost(CounterSnippet())
        #expect(throws: ViewHost.TapError(label: "Delete")) { try host.tap("Delete") }
    }

    @Test func explicitIdentityResetsState() throws {
        let host = ViewHost(IdentityProbe())
        try host.tap("Add")
        #expect(host.accessibilityElements.contains { $0.label == "1" })
        try host.tap("Next workout")
        #expect(host.accessibilityElements.contains { $0.label == "0" })
    }
}

@MainActor
struct ChangeProbe: View {
    @State private var value = 0
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Button("Bump") { value += 1 }
            Text(log.joined(separator: ", "))
        }
        .onChange(of: value) { old, new in log.append("\(old)→\(new)") }
    }
}

@MainActor
struct IdentityProbe: View {
    @State private var workout = 0

    var body: some View {
        VStack {
            Tally().id(workout)
            Button("Next workout") { workout += 1 }
        }
    }
}

@MainActor
struct Tally: View {
    @State private var count = 0

    var body: some View {
        Button("Add") { count += 1 }
        Text("\(count)")
    }
}
