/// 003 §3 `ModernCard`.
public enum AthleticCard {
    /// The card's fill: `surfaceRaised`.
    public static let background = AthleticColors.surfaceRaised
    /// 1 pt white at 6%.
    public static let borderWidth: Double = 1
    /// The border's color: white at 6%.
    public static let borderColor = AdaptiveColor(.white.opacity(0.06))
    /// The optional 3 pt accent edge.
    public static let accentEdgeWidth: Double = 3
    /// Inner glow on dark: emerald at 6%, 16 pt blur (replaces the shadow).
    public static let innerGlowColor = AthleticColors.accentPrimary.opacity(0.06)
    /// The inner glow's blur radius in points.
    public static let innerGlowRadius: Double = 16
    /// The scale a pressed card shrinks to.
    public static let pressedScale: Double = 0.97
    /// A pressed card's fill: `surfaceHighlight`.
    public static let pressedBackground = AthleticColors.surfaceHighlight
    /// 003 uses its own 12 pt button radius for cards too ("Corner radius: 12pt standard").
    public static let cornerRadius: Double = 12
    /// Interior padding: 003 names none; 16 pt like every other card of the system (decision D11).
    public static let padding: Double = 16
    /// Screen edge padding: 003 names none; 20 pt, as 004's pages (decision D11).
    public static let screenPadding: Double = 20
}

/// 003 §3 `ModernButton`'s five variants.
public enum AthleticButtonVariant: String, CaseIterable, Sendable, Codable {
    /// Emerald fill, dark label: the main action.
    case primary
    /// Clear, emerald outline and label.
    case secondary
    /// Clear, no outline: a quiet action.
    case ghost
    /// Red fill for destructive actions.
    case danger
    /// Gold fill for highlights.
    case accent

    /// The fill at rest (clear for secondary and ghost).
    public var fill: AdaptiveColor {
        switch self {
        case .primary: AthleticColors.accentPrimary
        case .secondary, .ghost: AdaptiveColor(.clear)
        case .danger: AthleticColors.error
        case .accent: AthleticColors.accentSecondary
        }
    }

    /// The label color.
    public var label: AdaptiveColor {
        switch self {
        case .primary, .accent: AthleticColors.textOnAccent
        case .secondary: AthleticColors.accentPrimary
        case .ghost: AthleticColors.textPrimary
        case .danger: AthleticColors.textOnDanger
        }
    }

    /// The label color components use: the spec's, except where the audit finds it under 4.5:1 and
    /// names an alternative (danger's white on red → near-black; secondary's emerald on a light
    /// surface → the darker emerald text color).
    public var accessibleLabel: AdaptiveColor {
        switch self {
        case .danger: AthleticColors.textOnDangerAccessible
        case .secondary: AthleticColors.accentPrimaryText
        default: label
        }
    }

    /// The fill while pressed.
    public var pressedFill: AdaptiveColor {
        switch self {
        case .primary: AthleticColors.accentPrimary.opacity(AthleticButton.desaturatedOpacity)
        case .secondary: AthleticColors.accentPrimary.opacity(0.12)
        case .ghost: AthleticColors.surfaceHighlight
        case .danger: AthleticColors.error.opacity(AthleticButton.desaturatedOpacity)
        case .accent: AthleticColors.accentSecondary.opacity(AthleticButton.desaturatedOpacity)
        }
    }

    /// The border width (1.5 pt emerald for secondary, none otherwise).
    public var borderWidth: Double { self == .secondary ? 1.5 : 0 }

    /// 003 §6: medium impact for primary, selection for secondary and ghost. 003 names none for
    /// danger and accent: they take primary's medium impact, being filled primary actions (decision D12).
    public var haptic: HapticToken {
        switch self {
        case .primary, .danger, .accent: .medium
        case .secondary, .ghost: .selection
        }
    }

    /// The scale while pressed: 0.95 for primary (003), and the same for every variant (decision D12).
    public var pressedScale: Double { AthleticButton.pressedScale }
}

/// 003 §3 numbers shared by every button variant.
public enum AthleticButton {
    /// Corner radius of every button: 12 pt.
    public static let cornerRadius: Double = 12
    /// The scale a pressed button shrinks to: 0.95.
    public static let pressedScale: Double = 0.95
    /// "Desaturated" press: 003 gives no amount; we lay the fill at 80% over the surface (decision D12).
    public static let desaturatedOpacity: Double = 0.8
    /// The sheen: white 5% at the top to clear at the bottom.
    public static let sheen = GradientSpec(
        .linear(start: .top, end: .bottom),
        colors: [AdaptiveColor(.white.opacity(0.05)), AdaptiveColor(.clear)])
    /// Label type.
    public static let label = AthleticTypography.labelLarge
}

/// 003 §3 `ModernTextField`.
public enum AthleticTextField {
    /// The field's fill: `surfaceHighlight`.
    public static let background = AthleticColors.surfaceHighlight
    /// The resting border: white at 10%.
    public static let borderColor = AdaptiveColor(.white.opacity(0.10))
    /// The resting border's width in points.
    public static let borderWidth: Double = 1
    /// The focused border: emerald.
    public static let focusedBorderColor = AthleticColors.accentPrimary
    /// The focused border's width in points.
    public static let focusedBorderWidth: Double = 2
    /// The floating label's spring: 003 names none; we use the stagger reveal's (decision D13).
    public static let labelSpring = SpringSpec.response(response: 0.45, dampingFraction: 0.85)
}

/// 003 §3 `StatCard`, `ProgressRing`, `GlowBadge`, `ActionChip`, `AnimatedTabBar`, `ModernSegmentControl`.
public enum AthleticWidgets {
    /// `StatCard`'s number style: `displaySmall`.
    public static let statNumber = AthleticTypography.displaySmall
    /// The icon circle's glow: 8%.
    public static let statIconGlowOpacity: Double = 0.08
    /// The ring's track: white at 8%.
    public static let ringTrack = AdaptiveColor(.white.opacity(0.08))
    /// The ring's fill: the athletic emerald-to-gold gradient.
    public static let ringFill = AthleticColors.athleticGradient
    /// The ring's line width: 003 names none; 12 pt (decision D11).
    public static let ringLineWidth: Double = 12
    /// `GlowBadge` glow opacity and pulse: 003 names neither; we reuse the glow gradient's 20%
    /// and pulse expand's 0.8 → 1 (decision D11).
    public static let badgeGlowOpacity: Double = 0.2
    /// `ActionChip`: tinted 10% at rest, 20% pressed.
    public static let chipFillOpacity: Double = 0.10
    /// `ActionChip`'s tint opacity while pressed.
    public static let chipPressedFillOpacity: Double = 0.20
    /// `AnimatedTabBar`: the selected capsule's glow, emerald at 20% (the glow gradient's value).
    public static let tabSelectedGlow = AthleticColors.accentPrimary.opacity(0.2)
    /// `AnimatedTabBar`'s badge color: gold.
    public static let tabBadge = AthleticColors.accentSecondary
    /// `ModernSegmentControl`.
    public static let segmentSelected = AthleticColors.accentPrimary
    /// `ModernSegmentControl`'s unselected segment fill.
    public static let segmentUnselected = AthleticColors.surfaceHighlight
}
