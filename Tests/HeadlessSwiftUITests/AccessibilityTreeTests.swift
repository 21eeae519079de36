import HeadlessRuntime
import HeadlessSwiftUI
import SwiftUICorpus
import Testing

@MainActor
struct AccessibilityTreeTests {
    @Test func smallScreenReadsInOrder() {
        let host = ViewHost(CounterSnippet())
        #expect(
            host.accessibilityElements.map(\.description) == [
                "Reps, header, staticText",
                "Count, 0, staticText",
                "Add one, button. Adds one rep",
                "arrow counterclockwise, Reset, button",
            ])
    }

    @Test func combineIgnoreHiddenAndSortPriority() {
        let host = ViewHost(AccessibilityProbe())
        #expect(
            host.accessibilityElements.map(\.description) == [
                "Calories first, staticText",
                "Nutrition summary, 1850 of 2300 calories",
                "Nutrition, 1,920 kcal, chevron right, image, staticText",
            ])
    }

    @Test func builderFormsResolve() {
        let host = ViewHost(BuilderSnippet(intensity: .hard, note: nil, showsHeader: true))
        #expect(
            host.accessibilityElements.map(\.label) == [
                "Session", "flame", "easy", "steady", "hard", "Set 1", "Set 2", "A", "B", "Erased", "Available",
            ])
        let other = ViewHost(BuilderSnippet(intensity: .easy, note: "Stretch", showsHeader: false))
        #expect(other.accessibilityElements.map(\.label).prefix(2) == ["Easy", "Stretch"])
    }
}

@MainActor
struct AccessibilityProbe: View {
    var body: some View {
        VStack {
            HStack {
                Text("1850")
                Text("of 2300")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Nutrition summary")
            .accessibilityValue("1850 of 2300 calories")
            Text("Hidden").accessibilityHidden(true)
            ModifierSnippet(id: 1)
            Text("Calories first").accessibilitySortPriority(1)
        }
    }
}
