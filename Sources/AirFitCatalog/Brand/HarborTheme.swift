import DesignTokens

extension Theme {
    /// An example brand, "Harbor": navy text on cool grey, a coral accent with navy on it, a teal
    /// highlight, solid white cards with soft shadows, and heavier type. It is built from AirFit
    /// UI's public API only, as an app team would build its own, and the gallery and the catalog
    /// draw every screen and component in it.
    ///
    /// ```swift
    /// ContentView().theme(.harbor)
    /// ```
    ///
    /// Its colors meet WCAG's 4.5:1 where they carry text: navy on coral 5.9:1, the accent's text
    /// color on white 5.7:1 (dark: 7.1:1 on the card), secondary text on white 7.0:1 (dark: 8.1:1).
    public static let harbor = Theme(
        name: "harbor",
        // Athletic's structure: solid cards with an accent edge, a pressed card darkens.
        dialect: .athletic,
        backdrop: .solid(AdaptiveColor(light: .token("#EEF2F6"), dark: .token("#0B1420"))),
        card: CardStyle(
            surface: .solid(AdaptiveColor(light: .token("#FFFFFF"), dark: .token("#14202E"))), cornerRadius: 20, padding: 16,
            stroke: AdaptiveColor(light: .token("#0B1F33", opacity: 0.08), dark: .white.opacity(0.08)), strokeWidth: 1,
            shadow: ShadowToken(color: AdaptiveColor(.black.opacity(0.08)), radius: 12, y: 6)),
        textPrimary: AdaptiveColor(light: .token("#0B1F33"), dark: .token("#F2F5F8")),
        textSecondary: AdaptiveColor(light: .token("#4A5B6E"), dark: .token("#A9B7C6")),
        accent: AdaptiveColor(.token("#FF6B4A")),
        onAccent: AdaptiveColor(.token("#0B1F33")),
        accentText: AdaptiveColor(light: .token("#B83A1E"), dark: .token("#FF8A6E")),
        highlight: AdaptiveColor(.token("#2EC4B6")),
        typography: ThemeTypography(
            label: TypographyToken(size: 16, weight: .bold, relativeTo: .headline),
            headline: TypographyToken(size: 17, weight: .bold, relativeTo: .headline),
            body: TypographyToken(size: 15, weight: .regular, relativeTo: .subheadline),
            number: TypographyToken(size: 30, weight: .heavy, relativeTo: .title, monospacedDigits: true)),
        press: PressStyle(scale: 0.96, animation: .spring(.snappy(duration: 0.3)), haptic: .light)
    )
}
