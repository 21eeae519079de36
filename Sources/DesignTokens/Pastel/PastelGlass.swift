/// 000 §4 and 001: the glass card.
public enum PastelGlass {
    /// The material behind every glass card (000 §4: `.ultraThinMaterial`; 000 §1: 12 pt blur).
    public static let material = MaterialToken.ultraThin
    /// 20 pt continuous corners (001).
    public static let cornerRadius = PastelRadius.card
    /// 000's "1 px inner stroke", drawn as a 1 pt `strokeBorder` (decision D2).
    public static let strokeWidth: Double = 1
    /// White at 30%.
    public static let strokeColor = AdaptiveColor(.white.opacity(0.3))
    /// 000 §4's soft shadow: black 6%, radius 10, y 4.
    public static let shadow = PastelShadow.glassCard
    /// Scale the card enters from.
    public static let entranceScale: Double = 0.96
    /// `.interpolatingSpring(stiffness: 130, damping: 12)`: the card entrance and 001's standard spring.
    public static let entranceSpring = SpringSpec.interpolating(stiffness: 130, damping: 12)
    /// 001, chat interface: glass message bubbles are "slightly more opaque for readability".
    public static let chatBubbleOpacity: Double = 0.9
}

/// 001's "ProMotion adaptation": the standard spring's damping per display refresh rate.
public enum RefreshAdaptation {
    /// Damping at 120 Hz and above.
    public static let damping120Hz: Double = 12
    /// Damping below 120 Hz ("adjust spring settling for 60Hz devices").
    public static let damping60Hz: Double = 10.5
    /// 001: "must maintain 8ms frame time" at 120 Hz.
    public static let frameBudget120Hz: Double = 0.008

    /// The damping 001 prescribes for a display running at `framesPerSecond`.
    public static func damping(framesPerSecond: Int) -> Double {
        framesPerSecond >= 120 ? damping120Hz : damping60Hz
    }

    /// The standard spring at a refresh rate.
    public static func spring(framesPerSecond: Int) -> SpringSpec {
        .interpolating(stiffness: 130, damping: damping(framesPerSecond: framesPerSecond))
    }
}

/// 000 §9 and 001: the GPU budget.
public enum BlurBudget {
    /// Simultaneous materials (blurs) per screen, at most.
    public static let maximumPerScreen = 6
}

extension PastelGlass {
    /// The entrance our glass cards use: `.smooth(duration: 0.35)`, critically damped, so it keeps
    /// 001's promises that 000's stiffness 130 / damping 12 breaks ("without bounce", "≈0.4 s",
    /// "within 400 ms"). The spec's spring stays available as `entranceSpring` (decision D16).
    public static let entranceSpringBounceFree = SpringSpec.smooth(duration: 0.35)
}
