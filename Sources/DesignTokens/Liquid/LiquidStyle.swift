/// 004's colors, type hierarchy and the pre-iOS 26 material fallback, per color scheme.
public enum LiquidStyle {
    /// Scrollable views sit on `systemGroupedBackground`.
    public static let groupedBackground = SystemColors.systemGroupedBackground
    /// Secondary surfaces use `systemBackground`.
    public static let plainBackground = SystemColors.systemBackground
    /// Primary icons and active states: blue → purple, top-leading to bottom-trailing.
    public static let iconGradient = GradientSpec(
        .linear(start: .topLeading, end: .bottomTrailing),
        colors: [SystemColors.blue, SystemColors.purple])

    /// 004 "Typography Hierarchy": text style and weight per role.
    public static let typography: [(role: String, style: SystemTextStyle, weight: FontWeightToken)] = [
        ("pageHeader", .largeTitle, .bold),
        ("sectionHeader", .title, .bold),
        ("sectionHeaderSecondary", .title2, .semibold),
        ("cardTitle", .headline, .semibold),
        ("secondary", .subheadline, .regular),
        ("secondaryEmphasis", .subheadline, .medium),
        ("meta", .caption, .medium),
        ("tinyLabel", .caption2, .medium),
    ]

    /// The label of a prominent pill button (`.headline`, 17 pt). White on `systemBlue` reaches
    /// 4.02:1 (light) and 3.65:1 (dark): not enough for semibold 17 pt text, enough for bold, which
    /// WCAG counts as large from 14 pt. So prominent labels are bold (decision D15).
    public static let prominentLabel = TypographyToken(size: 17, weight: .bold, relativeTo: .headline)

    /// 004 "Pre-iOS 26": "prefer `.regularMaterial` over `.ultraThinMaterial`".
    public static let fallbackMaterial = MaterialToken.regular
    /// The tint laid over the material: the caller's tint at 10%.
    public static let fallbackTintOpacity: Double = 0.1
    /// The plain 0.5 pt stroke of the first fallback example: white at 20%.
    public static let fallbackStroke = AdaptiveColor(.white.opacity(0.2))
    /// The plain fallback stroke's width in points.
    public static let fallbackStrokeWidth: Double = 0.5
    /// The inner highlight, top to center: white 60% → 20% → clear in light, 15% → 5% → clear in dark.
    public static let highlight = GradientSpec(
        .linear(start: .top, end: .center),
        colors: [
            AdaptiveColor(light: .white.opacity(0.6), dark: .white.opacity(0.15)),
            AdaptiveColor(light: .white.opacity(0.2), dark: .white.opacity(0.05)),
            AdaptiveColor(.clear),
        ])
    /// The gradient border, top to bottom, 1 pt: white 70% → 30% → primary 10% in light,
    /// white 30% → 10% → primary 10% in dark.
    public static let border = GradientSpec(
        .linear(start: .top, end: .bottom),
        colors: [
            AdaptiveColor(light: .white.opacity(0.7), dark: .white.opacity(0.3)),
            AdaptiveColor(light: .white.opacity(0.3), dark: .white.opacity(0.1)),
            SystemColors.label.opacity(0.1),
        ])
    /// The gradient border's width in points.
    public static let borderWidth: Double = 1
    /// The two layered shadows: a tight one and a diffuse one. The first fallback example's single
    /// shadow (black 10%, 8 pt, y 4) is superseded by the layered pair of "Layered shadows".
    public static let tightShadow = ShadowToken(color: AdaptiveColor(.black.opacity(0.08)), radius: 1, y: 1)
    /// The diffuse shadow: black 12%, 8 pt, y 4.
    public static let diffuseShadow = ShadowToken(color: AdaptiveColor(.black.opacity(0.12)), radius: 8, y: 4)
}
