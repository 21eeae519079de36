import AirFitScreens
import AirFitUI
import DesignTokens
import Foundation
import HeadlessRuntime
import HeadlessSwiftUI
import Motion
import Testing

/// 000 §8 and §11's flow through the interaction driver: every push changes the gradient to a
/// different token, in the QA table's order, with the screens' haptics and VoiceOver order.
@MainActor
struct PastelFlowTests {
    func backdrop(_ host: ViewHost, at time: TimeInterval) -> [DisplayStop] {
        host.displayList(on: .iPhone16, at: time).compactMap { item in
            if case let .fill(.linearGradient(stops, _, _)) = item.content, item.frame.width >= 393 { stops.first } else { nil }
        }
    }

    func matches(_ stop: DisplayStop?, _ token: GradientToken) -> Bool {
        guard let stop else { return false }
        let color = token.colors(in: .light)[0]
        return abs(stop.red - color.red) < 1e-9 && abs(stop.green - color.green) < 1e-9
    }

    @Test func welcomeToRepCounterFollowsTheQATable() throws {
        let host = ViewHost(PastelFlow())
        #expect(matches(backdrop(host, at: 0).last, .peachRose))
        host.advance(to: 2)
        try host.tap("Get started")
        // The new gradient fades in over the old one; by 0.6 s it is the only one showing on top.
        host.advance(to: 3)
        #expect(matches(backdrop(host, at: 3).last, .mintAqua))
        try host.tap("Log a meal")
        host.advance(to: 4)
        #expect(matches(backdrop(host, at: 4).last, .lilacBlush))
        try host.tap("Done")
        host.advance(to: 5)
        #expect(matches(backdrop(host, at: 5).last, .skyLavender))
        #expect(host.accessibilityElements.map(\.label).contains("Add a rep"))
        // On the last screen the flare button stays, and confirms each rep with 001's rigid haptic.
        try host.tap("Add a rep")
        #expect(host.hapticsLog.map(\.feedback) == ["impact.rigid"])
    }

    @Test func theDashboardReadsTitleThenCardsThenAction() throws {
        let host = ViewHost(Screens.view(.dashboard).theme(.pastel))
        let labels = host.accessibilityElements.map(\.label)
        let order = ["Nutrition, 1920 of 2300 calories", "Log a meal"]
        let positions = order.compactMap { labels.firstIndex(of: $0) }
        #expect(positions.count == 2 && positions == positions.sorted())
        #expect(labels.first?.contains("Daily") == true)
    }
}
