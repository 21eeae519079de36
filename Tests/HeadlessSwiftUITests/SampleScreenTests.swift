import HeadlessRuntime
import HeadlessSwiftUI
import SwiftUICorpus
import Testing

@MainActor
struct SampleScreenTests {
    @Test func readsAsVoiceOverWould() {
        let host = ViewHost(SampleScreen())
        #expect(
            host.accessibilityElements.map(\.description) == [
                "Daily\nDashboard, header",
                "Nutrition summary, 1850 of 2300 calories",
                "Log 100 calories, button",
            ])
    }

    @Test func stateChangesInsideWithAnimation() throws {
        let host = ViewHost(SampleScreen())
        try host.tap("Log 100 calories")
        #expect(host.accessibilityElements[1].value == "1950 of 2300 calories")
        // Once to build, once for onAppear's entrance, once for the tap.
        #expect(host.bodyEvaluations(of: "SampleScreen") == 3)
        #expect(host.bodyEvaluations(of: "ProgressRingSnippet") == 3)
    }

    @Test func scaledMetricFollowsDynamicType() {
        // A CGFloat interpolated into Text's localized key reads through `%lf`, as on iOS.
        let host = ViewHost(ScaledProbe())
        #expect(host.accessibilityElements.map(\.label) == ["34.000000"])
        host.setEnvironment { $0.dynamicTypeSize = .accessibility5 }
        #expect(host.accessibilityElements.map(\.label) == ["60.000000"])
        host.setEnvironment { $0.dynamicTypeSize = .xSmall }
        #expect(host.accessibilityElements.map(\.label) == ["31.000000"])
    }

    @Test func everySnippetResolves() {
        #expect(ViewHost(InteractionSnippet()).accessibilityElements.map(\.label).contains("Details"))
        #expect(ViewHost(LayoutSnippet()).accessibilityElements.map(\.label) == ["Easy", "Hard", "12:00 AM"])
        #expect(ViewHost(GlassPickerSnippet()).accessibilityElements.map(\.label) == ["Option 0", "Option 1", "Option 2"])
        #expect(ViewHost(SampleScreenPreviews.previews).accessibilityElements.count == 6)
    }

    @Test func presentationsShowTheirContent() throws {
        let host = ViewHost(InteractionSnippet())
        try host.tap("Details")
        // The pushed page covers the root: VoiceOver reads the page and its back button only.
        #expect(host.accessibilityElements.map(\.label) == ["Back", "Pushed"])
        try host.tap("Back")
        #expect(host.accessibilityElements.map(\.label).contains("Detail") == false)
        try host.tap("Sheet")
        #expect(host.accessibilityElements.map(\.label).contains("Sheet content"))
    }
}

@MainActor
struct ScaledProbe: View {
    @ScaledMetric(relativeTo: .largeTitle) private var size: CGFloat = 34

    var body: some View {
        Text("\(size)")
    }
}
