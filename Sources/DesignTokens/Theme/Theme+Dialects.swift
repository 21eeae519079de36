extension Theme {
    /// 000, 001, 002: the pastel-glass dialect: glass cards (001's shadow), label colors, FlareButton's
    /// press (0.97 on 000's bounce-free spring) with no haptic of its own.
    public static let pastel = Theme(
        name: "pastel", dialect: .pastel,
        backdrop: .pastelGradient(initial: .peachRose),
        card: CardStyle(
            surface: .glass(PastelGlass.material, tint: nil), cornerRadius: PastelGlass.cornerRadius,
            padding: PastelLayout.cardPadding, stroke: PastelGlass.strokeColor, strokeWidth: PastelGlass.strokeWidth,
            shadow: PastelGlass.shadow),
        textPrimary: PastelColors.textPrimary,
        textSecondary: SystemColors.secondaryLabelAccessible,
        // The accent is the tint, on a BaseScreen 001's Dynamic Tint: a gradient's number color, dark
        // in light mode and light in dark mode, so the text on it is white, then black.
        accent: SystemColors.blue, onAccent: AdaptiveColor(light: .white, dark: .black), accentText: SystemColors.blue,
        highlight: SystemPalette.orange, tintsControls: false,
        typography: .system(
            number: TypographyToken(size: 28, weight: .light, design: .rounded, relativeTo: .title, monospacedDigits: true)),
        press: PressStyle(scale: 0.97, animation: .spring(PastelGlass.entranceSpringBounceFree), haptic: nil),
        tokens: PastelEntries.all
    )

    /// 003: the athletic-dark dialect: solid raised cards with a hairline edge, 003's text colors, a
    /// press to 97% with a light impact.
    public static let athletic = Theme(
        name: "athletic", dialect: .athletic,
        backdrop: .solid(AthleticColors.surfaceBase),
        card: CardStyle(
            surface: .solid(AthleticCard.background), cornerRadius: AthleticCard.cornerRadius, padding: AthleticCard.padding,
            stroke: AthleticCard.borderColor, strokeWidth: AthleticCard.borderWidth, shadow: nil),
        textPrimary: AthleticColors.textPrimary,
        textSecondary: AthleticColors.textSecondary,
        accent: AthleticColors.accentPrimary, onAccent: AthleticColors.textOnAccent,
        accentText: AthleticColors.accentPrimaryText, highlight: AthleticColors.accentSecondary,
        sheetSurface: SignatureTransitionDetails.sheetBackground,
        typography: ThemeTypography(
            label: AthleticButton.label, headline: AthleticTypography.headlineSmall, body: AthleticTypography.bodyMedium,
            number: AthleticWidgets.statNumber),
        press: PressStyle(scale: AthleticCard.pressedScale, animation: AthleticMotion.press, haptic: .light),
        tokens: AthleticEntries.all
    )

    /// 004: the liquid-glass dialect: the material fallback's card (regular material, 0.5 pt white
    /// edge, diffuse shadow), label colors, 004's bouncy press with a selection tick.
    public static let liquid = Theme(
        name: "liquid", dialect: .liquid,
        backdrop: .solid(LiquidStyle.groupedBackground),
        card: CardStyle(
            surface: .glass(LiquidStyle.fallbackMaterial, tint: nil), cornerRadius: GlassTokens.Radius.card,
            padding: GlassTokens.Layout.cardPadding, stroke: LiquidStyle.fallbackStroke,
            strokeWidth: LiquidStyle.fallbackStrokeWidth, shadow: LiquidStyle.diffuseShadow),
        textPrimary: SystemColors.label,
        textSecondary: SystemColors.secondaryLabelAccessible,
        accent: SystemColors.blue, onAccent: AdaptiveColor(.white), accentText: SystemColors.blue,
        highlight: SystemPalette.orange, tintsControls: false,
        typography: .system(
            number: TypographyToken(size: 28, weight: .bold, relativeTo: .title, monospacedDigits: true)),
        press: PressStyle(scale: 0.96, animation: GlassTokens.Animation.press, haptic: .selection),
        tokens: LiquidEntries.all
    )
}

extension ThemeTypography {
    /// iOS's text styles as the pastel and liquid themes use them: labels and card titles in
    /// `.headline` (17 pt semibold), running text in `.subheadline` (15 pt), and `number` for values.
    static func system(number: TypographyToken) -> ThemeTypography {
        ThemeTypography(
            label: TypographyToken(size: 17, weight: .semibold, relativeTo: .headline),
            headline: TypographyToken(size: 17, weight: .semibold, relativeTo: .headline),
            body: TypographyToken(size: 15, weight: .regular, relativeTo: .subheadline), number: number)
    }
}
