import AirFitScreens
import AirFitUI
import DesignTokens
import Foundation
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// The athletic screens' flows through the interaction driver: the countdown into the set, an
/// achievement flipping, and VoiceOver's reading order.
@MainActor
struct AthleticScreenTests {
    func texts(_ host: ViewHost, at time: TimeInterval) -> [String] {
        host.displayList(on: .iPhone16, at: time).compactMap { if case let .text(text) = $0.content { text.string } else { nil } }
    }

    @Test func activeTrainingCountsDownIntoTheFirstSet() throws {
        let host = ViewHost(Screens.view(.activeTraining).theme(.athletic))
        #expect(texts(host, at: 0).contains("3"))
        #expect(host.accessibilityElements.map(\.label).contains("Starting in 3"))
        host.advance(to: 4.6)
        #expect(texts(host, at: 4.6).contains("Bench press"))
        #expect(host.hapticsLog.map(\.feedback) == ["impact.light", "impact.light", "impact.light", "impact.heavy"])
        #expect(host.hapticsLog.map(\.time) == [0, 1, 2, 3])
        // A finger presses and lifts: the button's style plays 003's haptic as it lifts.
        try host.press("Complete set")
        try host.release("Complete set")
        #expect(texts(host, at: 5).contains("Set 4 of 4"))
        #expect(host.hapticsLog.last?.feedback == "impact.medium")
    }

    @Test func achievementsPulseTheNewestAndFlipOnTap() throws {
        let host = ViewHost(Screens.view(.achievements).theme(.athletic))
        #expect(host.hapticsLog.map(\.feedback) == ["impact.rigid"])
        host.advance(to: 1)
        try host.tap("First 100 kg, Epic, Earned 12 March")
        host.advance(to: 2)
        #expect(texts(host, at: 2).contains("Bench press · 100 kg × 3"))
        #expect(host.hapticsLog.map(\.feedback) == ["impact.rigid", "impact.medium"])
        #expect(abs(host.hapticsLog[1].time - 1.25) < 1e-9)
    }

    @Test func trainHubReadsHeaderStatsProgramsThenActions() throws {
        let host = ViewHost(Screens.view(.trainHub).theme(.athletic))
        let labels = host.accessibilityElements.map(\.label)
        let order = [
            "Train", "Streak, 12 days", "Volume this week, 24,860 kg", "Your programs",
            "Upper body power, 3 of 4 sessions this week", "Start workout", "Home",
        ]
        let positions = order.compactMap { labels.firstIndex(of: $0) }
        #expect(positions.count == order.count && positions == positions.sorted())
    }
}
