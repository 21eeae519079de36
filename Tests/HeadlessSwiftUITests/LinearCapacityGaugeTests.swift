import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// `.linearCapacity` fills its bar to the gauge's value (Apple: "a gauge style that displays a bar
/// that fills from leading to trailing edges as the value of the gauge increases").
@MainActor
struct LinearCapacityGaugeTests {
    @Test(arguments: [0.25, 0.5, 0.8])
    func theFillIsTheValuesShareOfTheBar(value: Double) throws {
        let list = ViewHost(Gauge(value: value) { Text("Battery") }.gaugeStyle(.linearCapacity).padding())
            .displayList(on: .iPhone16)
        let bars = list.filter { if case .shape = $0.content { true } else { false } }
        let track = try #require(bars.max { $0.frame.width < $1.frame.width })
        let fill = try #require(bars.first { $0.frame.minX == track.frame.minX && $0.frame.width < track.frame.width })
        #expect(abs(fill.frame.width - track.frame.width * value) < 1e-6)
    }
}
