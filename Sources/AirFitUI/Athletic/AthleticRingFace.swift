import DesignTokens
import SwiftUI

/// The athletic ring's drawing, shared by `ProgressRing` and `.progressRing` gauges: the theme's
/// accent-to-highlight fill (003's emerald to gold) with a glow of the highlight behind its end, the percentage counting in the middle (or `center`, when
/// it is not empty), and a success haptic once when it reaches 100%.
@MainActor
struct AthleticRingFace<Center: View>: View {
    let fraction: Double
    let diameter: Double
    @ViewBuilder let center: Center

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.airfitTheme) private var theme

    var body: some View {
        let roles = ThemeRoles(theme, home: .athletic)
        let colors =
            roles.isSet
            ? [roles.theme.accent.color(in: colorScheme), roles.theme.highlight.color(in: colorScheme)]
            : AthleticWidgets.ringFill.stops.map { $0.color.color(in: colorScheme) }
        ZStack {
            RingCore(
                fraction: fraction, track: AthleticWidgets.ringTrack.color(in: colorScheme), fill: colors,
                lineWidth: AthleticWidgets.ringLineWidth, animation: reduceMotion ? nil : .token(AthleticMotion.ringFill),
                endpointGlow: colors.last?.opacity(0.6))
            Group {
                if Center.self == EmptyView.self {
                    Text(fraction, format: .percent.precision(.fractionLength(0)).rounded(rule: .toNearestOrAwayFromZero))
                } else {
                    center
                }
            }
            .typography(roles.theme.typography.number)
            .foregroundStyle(roles.theme.textPrimary)
            .contentTransition(.numericText())
            // The figure lives inside a ring of fixed size: it stops growing at xxxLarge (where it
            // still fits a 108 pt ring), and a long press shows it enlarged (D150).
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        }
        .frame(width: diameter, height: diameter)
        .accessibilityShowsLargeContentViewer()
        .sensoryFeedback(HapticToken.success.feedback, trigger: fraction >= 1) { _, complete in complete }
    }
}
