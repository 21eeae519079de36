import DesignTokens
import SwiftUI

/// `MetricRing`'s look on SwiftUI's own `Gauge`: the pastel ring filled to the gauge's value, its
/// current value's label (or the percentage) in the middle, its label under it; VoiceOver reads one element, the label
/// then the value.
///
/// ```swift
/// Gauge(value: 0.64) { Text("Move") } currentValueLabel: { Text("64%") }
///     .gaugeStyle(.metricRing)
/// ```
public struct MetricRingGaugeStyle: GaugeStyle {
    let diameter: Double

    /// The pastel ring style, `diameter` points across (the stroke scales with it).
    public init(diameter: Double = MetricRing.diameter) {
        self.diameter = diameter.isFinite && diameter > 0 ? diameter : MetricRing.diameter
    }

    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: Spacing.xs) {
            ZStack {
                PastelRingFace(fraction: configuration.value, diameter: diameter).accessibilityHidden(true)
                if let current = configuration.currentValueLabel {
                    current.font(.headline)
                } else {
                    // As the athletic ring: the percentage, when the gauge gives no value's label.
                    Text(configuration.value, format: .percent.precision(.fractionLength(0)).rounded(rule: .toNearestOrAwayFromZero))
                        .font(.headline)
                }
            }
            // Read first: what the ring measures, then its value.
            configuration.label.font(.subheadline).accessibilitySortPriority(1)
        }
        .accessibilityElement(children: .combine)
    }
}

extension GaugeStyle where Self == MetricRingGaugeStyle {
    /// The pastel ring, 88 pt across.
    public static var metricRing: MetricRingGaugeStyle { MetricRingGaugeStyle() }

    /// The pastel ring, `diameter` points across.
    public static func metricRing(diameter: Double) -> MetricRingGaugeStyle { MetricRingGaugeStyle(diameter: diameter) }
}
