import AirFitScreens
import AirFitUI
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// VoiceOver beyond labels: values that change are adjustable, the magic tap does a screen's one
/// action, headers are marked (issue #21).
@MainActor
struct VoiceOverActionTests {
    /// The rep count reads as one adjustable element, "Reps, 12"; VoiceOver's swipes change it as
    /// "Add a rep" does, and it never goes below zero.
    @Test func theRepCountIsAdjustable() throws {
        let host = ViewHost(RepCounterScreen())
        let reps = try #require(host.accessibilityElements.first { $0.label == "Reps" })
        #expect(reps.value == "12" && reps.traits.contains("adjustable"))
        try host.adjust("Reps", .increment)
        #expect(host.accessibilityElements.first { $0.label == "Reps" }?.value == "13")
        for _ in 0..<20 { try host.adjust("Reps", .decrement) }
        #expect(host.accessibilityElements.first { $0.label == "Reps" }?.value == "0")
        try host.tap("Add a rep")
        #expect(host.accessibilityElements.first { $0.label == "Reps" }?.value == "1")
        #expect(throws: AdjustError(label: "Sets")) { try host.adjust("Sets", .increment) }
        // The magic tap counts a rep from wherever VoiceOver is on the screen.
        try host.performAccessibilityAction(.magicTap, from: "Set 3 · Squats")
        #expect(host.accessibilityElements.first { $0.label == "Reps" }?.value == "2")
    }

    /// Every screen starts VoiceOver at a header (the rotor's first stop).
    @Test(arguments: ScreenID.allCases)
    func everyScreenHasAHeader(screen: ScreenID) {
        let host = ViewHost(Screens.view(screen).theme(.of(screen.homeDialect)))
        #expect(host.accessibilityElements.contains { $0.traits.contains("header") }, "\(screen.rawValue) has no header")
    }
}
