import AirFitScreens
import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// 004's Today page: the picker changes the page's cards with a selection haptic, and the page goes
/// compact on an iPhone SE.
@MainActor
struct TodayFlowTests {
    func texts(_ host: ViewHost, on device: Device = .iPhone16, at time: TimeInterval) -> [String] {
        host.displayList(on: device, at: time).compactMap { if case let .text(text) = $0.content { text.string } else { nil } }
    }

    @Test func thePickerChangesPages() throws {
        let host = ViewHost(Screens.view(.today).theme(.liquid))
        #expect(texts(host, at: 1).contains("Breakfast · 520 kcal"))
        host.advance(to: 1)
        try host.tap("Workouts")
        host.advance(to: 2)
        let shown = texts(host, at: 2)
        #expect(shown.contains("Morning run") && !shown.contains("Breakfast · 520 kcal"))
        try host.tap("Sleep")
        #expect(texts(host, at: 3).contains("7 h 40 min"))
        #expect(host.hapticsLog.map(\.feedback) == ["selection", "selection"])
        let labels = host.accessibilityElements.map(\.description)
        #expect(labels.first?.hasPrefix("Today") == true && labels.contains("Sleep, button, selected"), "\(labels)")
    }

    @Test func compactOnTheSmallestPhone() throws {
        var environment = EnvironmentValues()
        environment[ProposedSizeKey.self] = ViewHost.readerSize(on: .iPhoneSE)
        let host = ViewHost(Screens.view(.today).theme(.liquid), environment: environment)
        host.device = .iPhoneSE
        // Secondary descriptions are hidden below 700 pt.
        #expect(!texts(host, on: .iPhoneSE, at: 1).contains("Oats, berries, Greek yoghurt"))
        let regular = ViewHost(Screens.view(.today).theme(.liquid))
        #expect(texts(regular, at: 1).contains("Oats, berries, Greek yoghurt"))
    }
}
