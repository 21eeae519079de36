import SwiftUI

/// An activity dial drawn with a canvas, as app code draws charts and gauges: a context copied,
/// moved and turned for each tick, a clipped gradient track, a layer, and a helper that draws
/// through a context passed by value; beside it, what the environment says about the device and
/// the accessibility settings.
@MainActor
public struct ActivityDialSnippet: View {
    let progress: Double
    @Environment(\.pixelLength) private var hairline
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.accessibilityDimFlashingLights) private var dimsFlashes
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    @Environment(\.verticalScrollIndicatorVisibility) private var indicators

    public init(progress: Double = 0.6) {
        self.progress = progress
    }

    public var body: some View {
        VStack(spacing: 12) {
            Canvas { context, size in
                let radius = min(size.width, size.height) / 2
                var dial = context
                dial.translateBy(x: size.width / 2, y: size.height / 2)
                for tick in 0..<12 {
                    var turned = dial
                    turned.rotate(by: .degrees(Double(tick) * 30))
                    turned.stroke(
                        Path { path in
                            path.move(to: CGPoint(x: 0, y: -radius + 4))
                            path.addLine(to: CGPoint(x: 0, y: -radius + 14))
                        }, with: .color(white: 0.6), lineWidth: 2)
                }
                var track = context
                track.clip(to: Path(roundedRect: CGRect(x: 0, y: size.height - 12, width: size.width, height: 12), cornerRadius: 6))
                track.fill(
                    Path(CGRect(x: 0, y: size.height - 12, width: size.width * progress, height: 12)),
                    with: .linearGradient(
                        Gradient(colors: [.mint, .teal]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0), options: .linearColor))
                context.drawLayer { layer in
                    layer.opacity = isLuminanceReduced ? 0.5 : 1
                    layer.scaleBy(x: 1, y: 1)
                    layer.concatenate(CGAffineTransform(translationX: size.width / 2, y: size.height / 2))
                    layer.fill(Path(ellipseIn: CGRect(x: -6, y: -6, width: 12, height: 12)), with: .foreground)
                }
                Self.drawNeedle(in: context, size: size, angle: .degrees(progress * 360))
            }
            .frame(width: 160, height: 160)
            Rectangle().frame(height: hairline).foregroundStyle(.separator)
            Text(voiceOver || dimsFlashes ? "Assistive settings on" : "Standard settings")
                .font(.footnote)
            Text("RX-42").speechSpellsOutCharacters().speechAdjustedPitch(0.2)
            Label("Goal reached", systemImage: "flag").speechAnnouncementsQueued().speechAlwaysIncludesPunctuation()
            ScrollView { Text(indicators == .hidden ? "Hidden" : "Shown") }
                .scrollIndicators(.hidden)
                .scrollBounceBehavior(.basedOnSize)
                .scrollDismissesKeyboard(.interactively)
        }
    }

    private static func drawNeedle(in context: GraphicsContext, size: CGSize, angle: Angle) {
        var needle = context
        needle.translateBy(x: size.width / 2, y: size.height / 2)
        needle.rotate(by: angle)
        needle.stroke(
            Path {
                $0.move(to: .zero)
                $0.addLine(to: CGPoint(x: 0, y: -50))
            }, with: .color(.orange), lineWidth: 3)
        needle.fill(
            Path(ellipseIn: CGRect(x: -3, y: -53, width: 6, height: 6)),
            with: .radialGradient(Gradient(colors: [.yellow, .orange]), center: CGPoint(x: 0, y: -50), startRadius: 0, endRadius: 3))
    }
}
