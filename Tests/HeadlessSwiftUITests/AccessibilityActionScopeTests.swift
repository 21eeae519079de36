import Foundation
import HeadlessRuntime
import SwiftUI
import SwiftUICorpus
import Testing

/// Which element an accessibility action belongs to. A custom action is the element's own (Apple,
/// `accessibilityCustomActions`: "the custom actions of the current accessibility element"): a
/// container's is not offered by an element inside it. A standard escape runs the nearest one
/// around the element VoiceOver is on (Apple, `accessibilityPerformEscape()`: the system walks up
/// from the focused element until one handles it), also from an element with accessibility
/// modifiers of its own.
@MainActor
struct AccessibilityActionScopeTests {
    /// A container of two elements, the first labelled by a modifier, with a custom action.
    struct Exercise: View {
        var body: some View {
            VStack {
                Text("Squat").accessibilityLabel("Back squat")
                Text("Five sets")
            }
            .accessibilityElement(children: .contain)
            .accessibilityAction(named: "Delete") {}
        }
    }

    @Test func aContainersCustomActionIsNotAnActionOfAnElementInIt() {
        let host = ViewHost(Exercise())
        #expect(host.accessibilityElements.map(\.label) == ["Back squat", "Five sets"])
        #expect(throws: AccessibilityActionError(label: "Back squat", action: "Delete")) {
            try host.performAccessibilityAction(named: "Delete", on: "Back squat")
        }
    }

    /// "Leg day" has a label, a value and an action of its own; the escape around it still reaches it.
    @Test func anEscapeReachesAnElementWithModifiersOfItsOwn() throws {
        let host = ViewHost(AccessibilityActionsSnippet())
        try host.performAccessibilityAction(.escape, from: "Leg day")
        #expect(host.accessibilityElements.isEmpty)
    }

    /// Two elements are the same when everything VoiceOver and UI tests know them by is: label,
    /// value, hint, traits, actions, position and identifier.
    @Test func elementsAreEqualWhenEverythingTheyAreKnownByIs() {
        let element = AccessibilityElement(
            label: "Squat", value: "5", hint: "Opens", traits: ["button"], actions: ["Delete"], position: "1 of 3")
        #expect(
            element
                == AccessibilityElement(
                    label: "Squat", value: "5", hint: "Opens", traits: ["button"], actions: ["Delete"], position: "1 of 3"))
        #expect(
            element != AccessibilityElement(label: "Squat", value: "5", hint: "Opens", traits: ["button"], actions: [], position: "1 of 3"))
        #expect(
            element
                != AccessibilityElement(
                    label: "Squat", value: "5", hint: "Opens", traits: ["button"], actions: ["Delete"], position: "2 of 3"))
        #expect(
            element
                != AccessibilityElement(label: "Squat", value: "5", hint: nil, traits: ["button"], actions: ["Delete"], position: "1 of 3"))
        var identified = element
        identified.identifier = "squat-row"
        #expect(element != identified)
    }
}
