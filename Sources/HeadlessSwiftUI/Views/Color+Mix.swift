import PlatformFacts

extension Color {
    /// This color mixed with `rhs` by `fraction` from 0 (this color) to 1 (`rhs`) (Apple:
    /// `mix(with:by:in:)`, iOS 18); opacity mixes too. A system color mixes in each appearance, so
    /// the mix adapts as its colors do. The layer mixes straight sRGB components in both color
    /// spaces, as it interpolates gradients (D274).
    ///
    /// ```swift
    /// Capsule().fill(Color.blue.mix(with: .white, by: 0.3))
    /// ```
    nonisolated public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let amount = min(max(fraction, 0), 1)
        func blend(_ a: SRGBColor, _ b: SRGBColor) -> SRGBColor {
            SRGBColor(
                red: a.red + (b.red - a.red) * amount, green: a.green + (b.green - a.green) * amount,
                blue: a.blue + (b.blue - a.blue) * amount, alpha: a.alpha + (b.alpha - a.alpha) * amount)
        }
        let (lhs, other) = (appearances, rhs.appearances)
        let mixed = AdaptiveColor(light: blend(lhs.light, other.light), dark: blend(lhs.dark, other.dark))
        guard adaptive == nil, rhs.adaptive == nil, labelLevel == nil, rhs.labelLevel == nil else {
            return Color(adaptive: mixed)
        }
        return Color(red: mixed.light.red, green: mixed.light.green, blue: mixed.light.blue, opacity: mixed.light.alpha)
    }

    /// The color's values in each appearance on iOS 18, at its opacity: a label color's are the
    /// label colors' (`components(dark:os:contrast:)`).
    nonisolated private var appearances: AdaptiveColor {
        let light = components(dark: false, os: .iOS18)
        let dark = components(dark: true, os: .iOS18)
        return AdaptiveColor(
            light: SRGBColor(red: light.red, green: light.green, blue: light.blue, alpha: light.opacity),
            dark: SRGBColor(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.opacity))
    }
}
