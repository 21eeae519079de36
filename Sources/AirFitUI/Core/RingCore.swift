import SwiftUI

/// The progress ring both dialects share (pastel `MetricRing`, athletic `ProgressRing`): a track,
/// and a fill stroked with round caps from the top around an angular gradient, growing to
/// `fraction` when it appears and whenever the fraction changes, on `animation` (no motion when it
/// is nil). Dialects choose colors, width, an optional glow behind the fill's end and what sits in
/// the middle.
@MainActor
struct RingCore: View {
    let fraction: Double
    let track: Color
    let fill: [Color]
    let lineWidth: Double
    let animation: Animation?
    /// A glow laid behind the fill's end, following it as it grows (athletic), or none (pastel).
    var endpointGlow: Color? = nil

    @State private var appeared = false

    var body: some View {
        let shown = appeared || animation == nil ? fraction : 0
        ZStack {
            Circle()
                .stroke(track, lineWidth: lineWidth)
            if let endpointGlow {
                RingEndpoint(fraction: shown, diameter: lineWidth * 2)
                    .fill(endpointGlow)
                    .blur(radius: lineWidth * 0.5)
                    .animation(animation, value: appeared)
                    .animation(animation, value: fraction)
                    .accessibilityHidden(true)
            }
            Circle()
                .trim(from: 0, to: shown)
                .stroke(AngularGradient(colors: fill, center: .center), style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .animation(animation, value: appeared)
                .animation(animation, value: fraction)
        }
        .onAppear { appeared = true }
    }
}

/// A dot of `diameter` where a ring's fill ends, `fraction` of the way round from the top
/// (clockwise), on the ring's center line; nothing at 0. Its fraction animates with the fill's.
struct RingEndpoint: Shape {
    var fraction: Double
    let diameter: Double

    nonisolated var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    nonisolated func path(in rect: CGRect) -> Path {
        guard fraction > 0.001 else { return Path() }
        let radius = min(rect.width, rect.height) / 2
        let angle = (fraction * 360 - 90) * .pi / 180
        let center = CGPoint(x: rect.midX + radius * cos(angle), y: rect.midY + radius * sin(angle))
        return Path(ellipseIn: CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter))
    }
}
