import DesignTokens
import TokenExport

/// A small hand-made token list with one token of every type, the input of the fixture tests.
enum SampleTokens {
    /// #00E676 at 20% in light, white in dark.
    static let glow = AdaptiveColor(light: SRGBColor(red: 0, green: 230 / 255, blue: 118 / 255, alpha: 0.2), dark: .white)
    /// #FDE4D2 → #F9C7D6 in light, #362128 → #412932 in dark.
    static let peachRose = GradientSpec(
        .linear(start: .topLeading, end: .bottomTrailing),
        colors: [
            AdaptiveColor(light: byteColor(0xFD, 0xE4, 0xD2), dark: byteColor(0x36, 0x21, 0x28)),
            AdaptiveColor(light: byteColor(0xF9, 0xC7, 0xD6), dark: byteColor(0x41, 0x29, 0x32)),
        ])

    static let set = TokenSet(
        name: "sample",
        tokens: [
            TokenEntry(["color", "glow"], .color(glow), source: "003 §1"),
            TokenEntry(["radius", "card"], .dimension(20), source: "000 §4"),
            TokenEntry(["motion", "stagger"], .duration(0.012), source: "000 §3.1"),
            TokenEntry(["curve", "easeInOut"], .cubicBezier(.easeInOut), source: "Apple UnitCurve"),
            TokenEntry(["glass", "entranceScale"], .number(0.96), source: "000 §4"),
            TokenEntry(
                ["shadow", "card"], .shadow(ShadowToken(color: AdaptiveColor(.black.opacity(0.06)), radius: 10, y: 4)), source: "001"),
            TokenEntry(["gradient", "peachRose"], .gradient(peachRose), source: "000 §2"),
            TokenEntry(
                ["type", "welcome"], .typography(TypographyToken(size: 44, weight: .thin, design: .rounded, relativeTo: .largeTitle)),
                source: "000 §6.1"),
            TokenEntry(["timing", "fade"], .animation(.easeInOut(duration: 0.6)), source: "001"),
            TokenEntry(["haptic", "minor"], .text("soft"), source: "001"),
        ])

    static func byteColor(_ red: Int, _ green: Int, _ blue: Int) -> SRGBColor {
        SRGBColor(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
    }
}
