/// 001's spacing scale.
public enum Spacing {
    /// Tight groupings.
    public static let xs: Double = 12
    /// Related elements.
    public static let sm: Double = 20
    /// Standard sections.
    public static let md: Double = 24
    /// Major sections.
    public static let lg: Double = 32
    /// Screen divisions.
    public static let xl: Double = 48
}

/// 001's layout standards.
public enum PastelLayout {
    /// Screen padding.
    public static let screenPadding: Double = 24
    /// Card interior padding.
    public static let cardPadding: Double = 16
    /// Vertical spacing between components.
    public static let componentSpacing: Double = 20
    /// 001, ParallaxContainer: how far `ParallaxContainer` moves its child, in points.
    public static let parallaxAmplitude: Double = 4
}

/// 001's corner radii.
public enum PastelRadius {
    /// Cards, continuous corners.
    public static let card: Double = 20
    /// Buttons.
    public static let button: Double = 12
    /// Small elements: chips, badges.
    public static let small: Double = 8
}

/// 001's shadow hierarchy (over 002's 8 pt / 5% and 000's 8 pt / 5%, by date).
public enum PastelShadow {
    /// Glass cards: black 6%, 10 pt radius, 4 pt down.
    public static let glassCard = ShadowToken(color: AdaptiveColor(.black.opacity(0.06)), radius: 10, y: 4)
    /// Floating elements: black 8%, 15 pt radius. 001 asks for a Y offset without giving one:
    /// we use 6 pt, the glass card's ratio of offset to radius (decision D7).
    public static let floating = ShadowToken(color: AdaptiveColor(.black.opacity(0.08)), radius: 15, y: 6)
}
