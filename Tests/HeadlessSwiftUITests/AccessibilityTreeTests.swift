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

    /// A custom action is offered after the element's description (VoiceOver: "Actions available")
    /// and runs from the actions rotor; the escape gesture runs the nearest escape around the
    /// element VoiceOver is on.
    @Test func customActionsAndTheEscapeGesture() throws {
        let host = ViewHost(AccessibilityActionsSnippet())
        #expect(
            host.accessibilityElements.map(\.description) == [
                "Leg day, Started 0 times, staticText. Actions available: Start workout", "Six exercises, staticText",
            ])
        try host.performAccessibilityAction(named: "Start workout", on: "Leg day")
        #expect(host.accessibilityElements.first?.value == "Started 1 times")
        #expect(throws: AccessibilityActionError(label: "Six exercises", action: "Start workout")) {
            try host.performAccessibilityAction(named: "Start workout", on: "Six exercises")
        }
        #expect(throws: AccessibilityActionError(label: "Leg day", action: "magicTap")) {
            try host.performAccessibilityAction(.magicTap, from: "Leg day")
        }
        try host.performAccessibilityAction(.escape, from: "Six exercises")
        #expect(host.accessibilityElements.isEmpty)
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
