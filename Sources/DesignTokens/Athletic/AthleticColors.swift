/// 003 §1: the dark-first athletic palette.
///
/// 003 gives text colors for dark only; in light we use the same opacities of surfaceBase's light
/// value's opposite, #0A0A0C (decision D8).
public enum AthleticColors {
    /// 003 §1 `surfaceBase`: the screen behind everything (#0A0A0C dark; #F5F5F7 light, decision D8).
    public static let surfaceBase = AdaptiveColor(light: .token("#F5F5F7"), dark: .token("#0A0A0C"))
    /// 003 §1 `surfaceRaised`: cards (#161618 dark).
    public static let surfaceRaised = AdaptiveColor(light: .token("#FFFFFF"), dark: .token("#161618"))
    /// 003 §1 `surfaceOverlay`: sheets and overlays (#1E1E22 dark).
    public static let surfaceOverlay = AdaptiveColor(light: .token("#F0F0F2"), dark: .token("#1E1E22"))
    /// 003 §1 `surfaceHighlight`: pressed cards, fields and unselected segments (#2A2A30 dark).
    public static let surfaceHighlight = AdaptiveColor(light: .token("#E8E8EC"), dark: .token("#2A2A30"))

    /// Bright emerald.
    public static let accentPrimary = AdaptiveColor(.token("#00E676"))
    /// Gold.
    public static let accentSecondary = AdaptiveColor(.token("#FFD740"))
    /// Dark text on bright fills.
    public static let textOnAccent = AdaptiveColor(.token("#0A0A0C"))

    /// 003 §1 semantic success: the emerald accent.
    public static let success = accentPrimary
    /// 003 §1 semantic error: #FF3B5C.
    public static let error = AdaptiveColor(.token("#FF3B5C"))
    /// 003 §1 semantic warning: #FFAB40.
    public static let warning = AdaptiveColor(.token("#FFAB40"))
    /// 003 §1 semantic info: the gold accent.
    public static let info = accentSecondary

    /// White at 95% (dark).
    public static let textPrimary = AdaptiveColor(light: .token("#0A0A0C", opacity: 0.95), dark: .white.opacity(0.95))
    /// White at 60% (dark).
    public static let textSecondary = AdaptiveColor(light: .token("#0A0A0C", opacity: 0.60), dark: .white.opacity(0.60))
    /// White at 38% (dark).
    public static let textTertiary = AdaptiveColor(light: .token("#0A0A0C", opacity: 0.38), dark: .white.opacity(0.38))
    /// 003 §3 ModernButton "Danger: #FF3B5C → white text".
    public static let textOnDanger = AdaptiveColor(.white)

    /// The danger label our `ModernButton` draws: white on #FF3B5C reaches 3.48:1, under 4.5;
    /// 003's own text-on-accent near-black reaches 5.68:1 (decision D15).
    public static let textOnDangerAccessible = textOnAccent
    /// Tertiary text our components draw: 003's 38% reaches about 3.5:1 on the dark surfaces and
    /// 2.5:1 on the light ones; 55% (dark) and 65% (light) clear 4.5:1 on every surface (decision D15).
    public static let textTertiaryAccessible = AdaptiveColor(
        light: .token("#0A0A0C", opacity: 0.65),
        dark: .white.opacity(0.55))
    /// Error text our components draw: #FF3B5C reaches 3.18:1 on the light base surface, so light
    /// mode uses #CC0033 (at least 5.1:1 on base, raised and overlay); dark keeps 003's red (decision D15).
    public static let errorText = AdaptiveColor(light: .token("#CC0033"), dark: .token("#FF3B5C"))
    /// Emerald used as text or outline on a surface: #00E676 on the light surfaces reaches 1.5:1, so
    /// light mode uses a deep emerald of the same hue family, #007A3D (decision D15).
    public static let accentPrimaryText = AdaptiveColor(light: .token("#007A3D"), dark: .token("#00E676"))

    /// 003 §1 "athletic gradient": emerald → gold at 135°.
    public static let athleticGradient = GradientSpec.linear(angleDegrees: 135, colors: [accentPrimary, accentSecondary])
    /// 003 §1 "glow gradient": emerald at 20% radial, fading to clear, behind key elements.
    /// 003 names no radius: 120 pt, the ring's size in our components (decision D9).
    public static let glowGradient = GradientSpec(
        .radial(center: .center, startRadius: 0, endRadius: 120),
        colors: [accentPrimary.opacity(0.2), accentPrimary.opacity(0)])
    /// 003 §1 "surface gradient": surfaceBase → surfaceRaised, top to bottom.
    public static let surfaceGradient = GradientSpec(.linear(start: .top, end: .bottom), colors: [surfaceBase, surfaceRaised])
}
