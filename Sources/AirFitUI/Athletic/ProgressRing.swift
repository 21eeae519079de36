import DesignTokens

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// 003's progress ring: a white 8% track and an emerald-to-gold fill (shared `RingCore` with the
/// pastel `MetricRing`) with a gold glow behind its end, the percentage counting in the middle
/// with a numeric content transition, and a success haptic once when it reaches 100%.
@MainActor
public struct ProgressRing: View {
    let value: Int
    let goal: Int
    let diameter: Double

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// A ring filled to `value` of `goal`, with a success haptic the first time it reaches 100%.
    ///
    /// ```swift
    /// ProgressRing(value: 3_200, goal: 5_000)
    /// ```
    ///
    /// - Parameters:
    ///   - value: How far along; clamped to 0…`goal` for the drawing.
    ///   - goal: The value of a full ring.
    ///   - diameter: The ring's outer diameter in points.
    public init(value: Int, goal: Int, diameter: Double = 140) {
        self.value = value
        self.goal = goal
        self.diameter = diameter.isFinite && diameter > 0 ? diameter : 140
    }

    /// The filled fraction, 0…1 (0 for a goal of 0 or less).
    package var fraction: Double {
        goal > 0 ? min(max(Double(value) / Double(goal), 0), 1) : 0
    }

    public var body: some View {
        let colors = AthleticWidgets.ringFill.stops.map { $0.color.color(in: colorScheme) }
        let lineWidth = AthleticWidgets.ringLineWidth
        ZStack {
            RingCore(
                fraction: fraction, track: AthleticWidgets.ringTrack.color(in: colorScheme), fill: colors, lineWidth: lineWidth,
                animation: reduceMotion ? nil : .token(AthleticMotion.ringFill),
                endpointGlow: colors.last?.opacity(0.6))
            Text(fraction, format: .percent.precision(.fractionLength(0)).rounded(rule: .toNearestOrAwayFromZero))
                .typography(AthleticWidgets.statNumber)
                .foregroundStyle(AthleticColors.textPrimary)
                .contentTransition(.numericText())
                // The percentage lives inside a ring of fixed size: it stops growing at xxxLarge
                // (where it still fits a 108 pt ring), and a long press shows it enlarged (D150).
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        }
        .frame(width: diameter, height: diameter)
        .accessibilityShowsLargeContentViewer()
        .sensoryFeedback(HapticToken.success.feedback, trigger: fraction >= 1) { _, complete in complete }
        .accessibilityElement(children: .ignore)
        .accessibilityValue(Text("\(value) of \(goal)", bundle: .module))
    }
}
