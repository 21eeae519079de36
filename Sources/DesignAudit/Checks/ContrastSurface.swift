import DesignTokens

/// Something text sits on, sampled into opaque colors per appearance.
struct ContrastSurface: Sendable {
    /// Short name used in finding ids and figures (`peachRose`, `surfaceBase`).
    let name: String
    /// Opaque samples, each with where it was taken ("start", "end", "0.53").
    let samples: @Sendable (Appearance) -> [(position: String, color: SRGBColor)]

    /// How finely a gradient is sampled between its stops.
    static let gradientSamples = 64

    /// A solid color laid over `base` (white when the color is itself opaque).
    static func solid(_ name: String, _ color: AdaptiveColor, over base: AdaptiveColor = AdaptiveColor(.white)) -> ContrastSurface {
        ContrastSurface(name: name) { appearance in
            [("solid", color.resolved(in: appearance).composited(over: base.resolved(in: appearance)))]
        }
    }

    /// A pastel gradient: both stops and evenly spaced points between them, interpolated in
    /// gamma-encoded sRGB as SwiftUI's `LinearGradient` draws by default; `layers` are composited on
    /// top of every sample, bottom first (a material's tint, a translucent disc).
    static func pastel(_ token: GradientToken, layers: [AdaptiveColor] = []) -> ContrastSurface {
        ContrastSurface(name: token.rawValue) { appearance in
            token.samples(in: appearance, count: gradientSamples).enumerated().map { step, sample in
                let color = layers.reduce(sample) { $1.resolved(in: appearance).composited(over: $0) }
                let position =
                    step == 0
                    ? "start"
                    : step == gradientSamples
                        ? "end" : format3(Double(step) / Double(gradientSamples))
                return (position, color)
            }
        }
    }
}

/// A number with three decimals, for positions and ratios in summaries.
func format3(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return scaled == scaled.rounded() ? String(Int(scaled)) : "\(scaled)"
}

/// A ratio as designers write it: two decimals, truncated so 4.499 never reads as 4.50.
func ratioText(_ ratio: Double) -> String {
    let truncated = (ratio * 100).rounded(.down) / 100
    let whole = Int(truncated)
    let cents = Int(((truncated - Double(whole)) * 100).rounded())
    return "\(whole).\(cents < 10 ? "0" : "")\(cents):1"
}
