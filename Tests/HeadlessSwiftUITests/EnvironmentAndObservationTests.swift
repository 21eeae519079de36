import HeadlessRuntime
import HeadlessSwiftUI
import SwiftUICorpus
import Testing

@MainActor
struct EnvironmentAndObservationTests {
    @Test func environmentFlowsAndOverrides() {
        let host = ViewHost(EnvironmentOverrideSnippet())
        let labels = host.accessibilityElements.map(\.label)
        #expect(labels == ["light", "moving", "standard size", "emerald", "dark", "moving", "standard size", "gold"])
    }

    /// Apple, `Entry()`: "Creates an environment values, transaction, container values, or focused
    /// values entry": the default until an ancestor sets it, evaluated when read; an optional
    /// without a default is nil.
    @Test func entryValuesDefaultAndOverride() {
        let host = ViewHost(EntrySnippet())
        #expect(host.accessibilityElements.map(\.label) == ["Hello, there: 2 pt, no badge", "Hello, there: 6 pt, New"])
        var environment = EnvironmentValues()
        #expect(environment.cardElevation == 2 && environment.titleBadge == nil)
        environment.cardElevation = 9
        #expect(environment.cardElevation == 9 && EnvironmentValues().cardElevation == 2)
    }

    @Test func systemSettingsChangeMidRun() {
        let host = ViewHost(EnvironmentSnippet())
        host.setReduceMotion(true)
        host.setEnvironment { $0.dynamicTypeSize = .accessibility5 }
        #expect(host.accessibilityElements.map(\.label) == ["light", "still", "accessibility size", "emerald"])
    }

    @Test func observationReevaluatesOnlyDependents() {
        let model = WorkoutModel()
        let host = ViewHost(ObservationSnippet(model: model))
        #expect(host.bodyEvaluations(of: "RepsRow") == 1)
        model.reps = 5
        #expect(host.graph.needsUpdate)
        host.update()
        #expect(host.accessibilityElements.map(\.label) == ["Squats", "5 reps"])
        #expect(host.bodyEvaluations(of: "RepsRow") == 2)
        #expect(host.bodyEvaluations(of: "TitleRow") == 1)
        #expect(host.bodyEvaluations(of: "ObservationSnippet") == 1)
    }

    @Test func viewsBuiltOffTheMainActor() async {
        // Built on a background thread: view initializers and modifiers are nonisolated.
        let typeName = await Task.detached { String(describing: type(of: makeSummaryRow(title: "Protein", value: 120))) }.value
        #expect(typeName.contains("HStack"))
        let host = ViewHost(makeSummaryRow(title: "Protein", value: 120))
        #expect(host.accessibilityElements.map(\.label) == ["Protein", "120"])
    }
}

extension ViewHost {
    var graph: GraphProbe { GraphProbe(host: self) }
}

/// What tests may ask of the graph without the runtime SPI.
@MainActor
struct GraphProbe {
    let host: ViewHost
    var needsUpdate: Bool { host.needsUpdate }
}
