extension Theme {
    /// 000, 001, 002: the pastel-glass dialect.
    public static let pastel = Theme(
        dialect: .pastel,
        backdrop: .pastelGradient(initial: .peachRose),
        surface: .glass(PastelGlass.material, tint: nil),
        textPrimary: PastelColors.textPrimary,
        textSecondary: PastelColors.textSecondary,
        cardCornerRadius: PastelGlass.cornerRadius,
        cardPadding: PastelLayout.cardPadding,
        screenPadding: PastelLayout.screenPadding,
        pressAnimation: PastelTiming.microInteraction.animation,
        changeAnimation: PastelTiming.contentTransition.animation,
        entranceAnimation: .spring(PastelGlass.entranceSpringBounceFree),
        tokens: PastelEntries.all
    )

    /// 003: the athletic-dark dialect.
    public static let athletic = Theme(
        dialect: .athletic,
        backdrop: .solid(AthleticColors.surfaceBase),
        surface: .solid(AthleticColors.surfaceRaised),
        textPrimary: AthleticColors.textPrimary,
        textSecondary: AthleticColors.textSecondary,
        cardCornerRadius: AthleticCard.cornerRadius,
        cardPadding: AthleticCard.padding,
        screenPadding: AthleticCard.screenPadding,
        pressAnimation: SignatureTransition.staggerReveal.token.animation,
        changeAnimation: SignatureTransition.hero.token.animation,
        entranceAnimation: SignatureTransition.staggerReveal.token.animation,
        tokens: AthleticEntries.all
    )

    /// 004: the liquid-glass dialect.
    public static let liquid = Theme(
        dialect: .liquid,
        backdrop: .solid(LiquidStyle.groupedBackground),
        surface: .glass(LiquidStyle.fallbackMaterial, tint: nil),
        textPrimary: SystemColors.label,
        textSecondary: SystemColors.secondaryLabelAccessible,
        cardCornerRadius: GlassTokens.Radius.card,
        cardPadding: GlassTokens.Layout.cardPadding,
        screenPadding: GlassTokens.Layout.pageHorizontalPadding,
        pressAnimation: GlassTokens.Animation.press,
        changeAnimation: GlassTokens.Animation.change,
        entranceAnimation: GlassTokens.Animation.selection,
        tokens: LiquidEntries.all
    )
}
