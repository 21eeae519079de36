import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// 001's "lift and expand": the ring moves and grows between the two states.
@MainActor
struct ExpandingMetricTests {
    @Test func theRingLiftsAndExpandsOnTap() throws {
        let host = ViewHost(ExpandingMetric("Calories", value: 1_850, goal: 2_300, unit: "kcal"))
        func ringWidth(at time: TimeInterval) -> CGFloat? {
            // The ring's track: the first stroked circle.
            host.displayList(on: .iPhone16, at: time).first { if case .shape(_, _, .some) = $0.content { true } else { false } }?.frame
                .width
        }
        host.advance(to: 2)
        #expect(ringWidth(at: 2) == 88)
        try host.tap("Calories")
        let widths = stride(from: 2.0, through: 3.0, by: 0.05).compactMap(ringWidth)
        // It grows through the sizes between, without overshooting the 200 pt it ends at.
        #expect(widths.contains { $0 > 100 && $0 < 190 })
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
        #expect(abs((ringWidth(at: 4) ?? 0) - 200) < 1e-6)
        #expect(host.hapticsLog.map(\.feedback) == ["impact.medium"])
        #expect(host.accessibilityElements.map(\.description) == ["Calories, 1850 of 2300 kcal, button"])
    }
}
