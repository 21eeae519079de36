import DesignTokens
import SwiftUI

/// The pastel ring's drawing, shared by `MetricRing` and `.metricRing` gauges: a track in the
/// ring's color at 20% and the active gradient's number colors filling from the top on the
/// bounce-free entrance spring (Reduce Motion: drawn filled), its stroke scaled with its diameter.
@MainActor
struct PastelRingFace: View {
    let fraction: Double
    let diameter: Double

    @Environment(GradientManager.self) private var manager: GradientManager?
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        let token = manager?.active ?? .peachRose
        let colors = token.numberColors(in: colorScheme == .dark ? .dark : .light).map { Color(token: $0) }
        RingCore(
            fraction: fraction, track: colors[0].opacity(0.2), fill: colors + [colors[0]],
            lineWidth: MetricRing.lineWidth * diameter / MetricRing.diameter,
            animation: reduceMotion ? nil : .token(.spring(PastelGlass.entranceSpringBounceFree))
        )
        .frame(width: diameter, height: diameter)
    }
}
