import Foundation
import HeadlessRuntime
import HeadlessSwiftUI
import SwiftUICorpus
import Testing

@MainActor
struct AccessibilityTreeTests {
    /// Each element carries the frame VoiceOver's cursor outlines: a labelled view's own frame, a
    /// combined element's whole frame, a text's own. The stack (200 × 114 pt) is centred in the
    /// iPhone 16's safe area (59 pt top, 34 pt bottom): at (96.5, 59 + (759 - 114) / 2 = 381.5).
    @Test func eachElementIsOutlinedWhereItIsLaidOut() throws {
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.clear.frame(width: 200, height: 40)
                Image(systemName: "square.fill").resizable().frame(width: 100, height: 44).accessibilityLabel("Swatch")
                HStack(spacing: 0) {
                    Image(systemName: "star.fill")
                    Text("4.5")
                }
                .frame(width: 120, height: 30)
                .accessibilityElement(children: .combine)
            })
        let outlined = host.accessibilityElements(in: host.layout(on: .iPhone16))
        #expect(outlined.map(\.element.label) == ["Swatch", "star, 4.5"])
        #expect(
            outlined.map(\.frame) == [
                CGRect(x: 146.5, y: 421.5, width: 100, height: 44), CGRect(x: 136.5, y: 465.5, width: 120, height: 30),
            ])
        let text = ViewHost(Text("Alone"))
        let frame = try #require(text.accessibilityElements(in: text.layout(on: .iPhone16)).first?.frame)
        #expect(frame == text.frames(ofText: "Alone", in: text.layout(on: .iPhone16)).first)
        #expect(frame.minX > 150 && frame.minY > 400, "a centred text is outlined where it is, not at the origin")
    }

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
