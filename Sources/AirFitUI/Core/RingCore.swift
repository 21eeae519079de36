#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

/// The progress ring both dialects share (pastel `MetricRing`, athletic `ProgressRing`): a track,
/// and a fill stroked with round caps from the top around an angular gradient, growing to
/// `fraction` when it appears and whenever the fraction changes, on `animation` (no motion when it
/// is nil). Dialects choose colors, width and what sits in the middle.
@MainActor
struct RingCore: View {
    let fraction: Double
    let track: Color
    let fill: [Color]
    let lineWidth: Double
    let animation: Animation?

    @State private var appeared = false

    var body: some View {
        ZStack {
            Circle()
                .stroke(track, lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: appeared || animation == nil ? fraction : 0)
                .stroke(AngularGradient(colors: fill, center: .center), style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .animation(animation, value: appeared)
                .animation(animation, value: fraction)
        }
        .onAppear { appeared = true }
    }
}
