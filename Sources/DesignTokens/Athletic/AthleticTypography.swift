/// 003 §2: the fifteen-token type scale. Display and headline tokens scale with `.title`
/// (003 §5 "capped scaling"), body tokens with `.body`, labels with `.caption`. Number tokens are
/// not anchored by 003: we anchor them with their display peers, `.title` (decision D10).
public enum AthleticTypography {
    /// 003 §2 `displayLarge`: 48 pt black rounded, scaling with Dynamic Type.
    public static let displayLarge = TypographyToken(size: 48, weight: .black, design: .rounded, relativeTo: .title)
    /// 003 §2 `displayMedium`: 36 pt bold rounded, scaling with Dynamic Type.
    public static let displayMedium = TypographyToken(size: 36, weight: .bold, design: .rounded, relativeTo: .title)
    /// 003 §2 `displaySmall`: 28 pt bold rounded, scaling with Dynamic Type.
    public static let displaySmall = TypographyToken(size: 28, weight: .bold, design: .rounded, relativeTo: .title)
    /// 003 §2 `headlineLarge`: 24 pt bold rounded, scaling with Dynamic Type.
    public static let headlineLarge = TypographyToken(size: 24, weight: .bold, design: .rounded, relativeTo: .title)
    /// 003 §2 `headlineMedium`: 20 pt semibold rounded, scaling with Dynamic Type.
    public static let headlineMedium = TypographyToken(size: 20, weight: .semibold, design: .rounded, relativeTo: .title)
    /// 003 §2 `headlineSmall`: 17 pt semibold, scaling with Dynamic Type.
    public static let headlineSmall = TypographyToken(size: 17, weight: .semibold, relativeTo: .title)
    /// 003 §2 `bodyLarge`: 17 pt regular, scaling with Dynamic Type.
    public static let bodyLarge = TypographyToken(size: 17, weight: .regular, relativeTo: .body)
    /// 003 §2 `bodyMedium`: 15 pt regular, scaling with Dynamic Type.
    public static let bodyMedium = TypographyToken(size: 15, weight: .regular, relativeTo: .body)
    /// 003 §2 `bodySmall`: 13 pt regular, scaling with Dynamic Type.
    public static let bodySmall = TypographyToken(size: 13, weight: .regular, relativeTo: .body)
    /// 003 §2 `labelLarge`: 15 pt semibold, scaling with Dynamic Type.
    public static let labelLarge = TypographyToken(size: 15, weight: .semibold, relativeTo: .caption)
    /// 003 §2 `labelMedium`: 13 pt medium, scaling with Dynamic Type.
    public static let labelMedium = TypographyToken(size: 13, weight: .medium, relativeTo: .caption)
    /// 003 §2 `labelSmall`: 11 pt medium, scaling with Dynamic Type.
    public static let labelSmall = TypographyToken(size: 11, weight: .medium, relativeTo: .caption)
    /// 003 §2 `numberLarge`: 36 pt bold monospaced, scaling with Dynamic Type.
    public static let numberLarge = TypographyToken(size: 36, weight: .bold, design: .monospaced, relativeTo: .title)
    /// 003 §2 `numberMedium`: 24 pt bold monospaced, scaling with Dynamic Type.
    public static let numberMedium = TypographyToken(size: 24, weight: .bold, design: .monospaced, relativeTo: .title)
    /// 003 §2 `numberSmall`: 17 pt semibold monospaced, scaling with Dynamic Type.
    public static let numberSmall = TypographyToken(size: 17, weight: .semibold, design: .monospaced, relativeTo: .title)

    /// The scale in 003's order, with its names.
    public static let scale: [(name: String, token: TypographyToken)] = [
        ("displayLarge", displayLarge), ("displayMedium", displayMedium), ("displaySmall", displaySmall),
        ("headlineLarge", headlineLarge), ("headlineMedium", headlineMedium), ("headlineSmall", headlineSmall),
        ("bodyLarge", bodyLarge), ("bodyMedium", bodyMedium), ("bodySmall", bodySmall),
        ("labelLarge", labelLarge), ("labelMedium", labelMedium), ("labelSmall", labelSmall),
        ("numberLarge", numberLarge), ("numberMedium", numberMedium), ("numberSmall", numberSmall),
    ]

    /// 003 §5: the smallest scale factor on tight layouts.
    public static let minimumScaleFactor: Double = 0.7
    /// 003 §5 "capped scaling" for display and headline tokens: they stop growing at this category
    /// (003 gives no cap: we stop at xxxLarge, the largest non-accessibility size; decision D10).
    public static let displayScalingCap = DynamicTypeCategory.xxxLarge
}
