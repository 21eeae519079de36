import Foundation
import HeadlessLayout
import HeadlessRuntime
import Testing

@testable import HeadlessSwiftUI

/// UIKit's haptic generators as SwiftUI actions call them: each fires, in the host's haptics log,
/// the `SensoryFeedback` that plays the same generator (Apple: `sensoryFeedback`'s `.impact(weight:)`
/// and `.impact(flexibility:)` use `UIImpactFeedbackGenerator`, `.success`/`.warning`/`.error`
/// `UINotificationFeedbackGenerator`, `.selection` `UISelectionFeedbackGenerator`).
@MainActor
struct UIFeedbackGeneratorTests {
    @Test func aTapsActionFiresItsHaptics() throws {
        let host = ViewHost(
            VStack {
                Button("Log set") {
                    let impact = UIImpactFeedbackGenerator(style: .heavy)
                    impact.prepare()
                    impact.impactOccurred()
                }
                Button("Save") { UINotificationFeedbackGenerator().notificationOccurred(.warning) }
                Button("Pick") { UISelectionFeedbackGenerator().selectionChanged() }
                Button("Bump") { UIImpactFeedbackGenerator().impactOccurred(intensity: 0.5) }
                Button("Squish") { UIImpactFeedbackGenerator(style: .soft).impactOccurred() }
            })
        host.advance(to: 1)
        try host.tap("Log set")
        host.advance(to: 2)
        try host.tap("Save")
        try host.tap("Pick")
        try host.tap("Bump")
        try host.tap("Squish")
        #expect(host.hapticsLog.map(\.feedback) == ["impact.heavy", "warning", "selection", "impact.medium", "impact.soft"])
        #expect(host.hapticsLog.map(\.time).prefix(2) == [1, 2])
    }

    @Test func outsideAHostNothingIsRecorded() {
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        #expect(UIFeedbackRecorder.sink == nil)
    }
}
