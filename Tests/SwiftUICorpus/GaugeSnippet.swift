import SwiftUI

/// Gauges as iOS 16 apps write them: each initializer, the built-in styles and a style of one's own.
@MainActor
public struct GaugeSnippet: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            Gauge(value: 0.64) { Text("Move") }
            Gauge(value: 72, in: 40...180) {
                Text("Heart rate")
            } currentValueLabel: {
                Text("72")
            }
            Gauge(value: 0.25) {
                Text("Battery")
            } currentValueLabel: {
                Text("25%")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            .gaugeStyle(.linearCapacity)
            .tint(.green)
            Gauge(value: 0.8) { Text("Stand") }.gaugeStyle(ArcGaugeStyle())
        }
        .padding()
    }
}

/// A gauge style of one's own: an arc filled to the value, the current value in it.
public struct ArcGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().trim(from: 0, to: 0.75).stroke(Color.gray.opacity(0.3), lineWidth: 6).rotationEffect(.degrees(135))
            Circle().trim(from: 0, to: 0.75 * configuration.value).stroke(Color.orange, lineWidth: 6).rotationEffect(.degrees(135))
            configuration.label.font(.caption)
        }
        .frame(width: 60, height: 60)
    }
}
