import DesignTokens
import SwiftUI

/// `ProgressRing`'s look on SwiftUI's own `Gauge`: the athletic ring filled to the gauge's value,
/// its current value's label (or the percentage) in the middle, its label under it, and the success
/// haptic once at 100%; VoiceOver reads one element, the label then the value.
///
/// ```swift
/// Gauge(value: 3_200, in: 0...5_000) { Text("Weekly volume") }
///     .gaugeStyle(.progressRing)
/// ```
public struct ProgressRingGaugeStyle: GaugeStyle {
    let diameter: Double

    /// The athletic ring style, `diameter` points across.
    public init(diameter: Double = 140) {
        self.diameter = diameter.isFinite && diameter > 0 ? diameter : 140
    }

    @ViewBuilder
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            if let current = configuration.currentValueLabel {
                AthleticRingFace(fraction: configuration.value, diameter: diameter) { current }
            } else {
                AthleticRingFace(fraction: configuration.value, diameter: diameter) { EmptyView() }
            }
            configuration.label
                .typography(AthleticTypography.labelMedium)
                .modifier(ThemeSecondaryText())
                // Read first: what the ring measures, then its value.
                .accessibilitySortPriority(1)
        }
        .accessibilityElement(children: .combine)
    }
}

extension GaugeStyle where Self == ProgressRingGaugeStyle {
    /// The athletic ring, 140 pt across.
    public static var progressRing: ProgressRingGaugeStyle { ProgressRingGaugeStyle() }

    /// The athletic ring, `diameter` points across.
    public static func progressRing(diameter: Double) -> ProgressRingGaugeStyle { ProgressRingGaugeStyle(diameter: diameter) }
}
