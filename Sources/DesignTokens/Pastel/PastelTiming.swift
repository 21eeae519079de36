/// One row of 001's timing table.
public struct TimingGuideline: Hashable, Sendable {
    /// The row's name.
    public let name: String
    /// Shortest and longest duration in seconds (equal for a single value).
    public let duration: ClosedRange<Double>
    /// The animation that realises it.
    public let animation: AnimationSpec
}

/// 001 "Timing Guidelines", and the other fixed animations of 000.
public enum PastelTiming {
    /// Micro-interactions: 0.12–0.3 s ease-out.
    public static let microInteraction = TimingGuideline(
        name: "microInteraction", duration: 0.12...0.3, animation: .easeOut(duration: 0.3))
    /// Content transitions: 0.6 s ease-in-out.
    public static let contentTransition = TimingGuideline(
        name: "contentTransition", duration: 0.6...0.6, animation: .easeInOut(duration: 0.6))
    /// Gradient cross-fades: 0.6 s ease-in-out.
    public static let gradientCrossFade = TimingGuideline(
        name: "gradientCrossFade", duration: 0.6...0.6, animation: .easeInOut(duration: 0.6))
    /// The letter cascade: 0.6 s ease-out per glyph.
    public static let letterCascade = TimingGuideline(
        name: "letterCascade", duration: 0.6...0.6, animation: .easeOut(duration: MotionToken.duration))
    /// "Spring (≈0.4s)": the spec's claim, checked by the audit.
    public static let cardEntrance = TimingGuideline(
        name: "cardEntrance", duration: 0.4...0.4, animation: .spring(PastelGlass.entranceSpring))

    /// The table in 001's order.
    public static let table = [microInteraction, contentTransition, gradientCrossFade, letterCascade, cardEntrance]

    /// 001 "Technical Benchmarks": "All springs complete within 400ms".
    public static let springCompletionClaim: Double = 0.4

    /// 000 §8: pushes and pops fade while rising 12 pt.
    public static let navigationOffsetY: Double = 12
    /// 000 §7: `GradientNumber` animates value changes with this.
    public static let gradientNumber = AnimationSpec.easeOut(duration: 0.6)
    /// 000 §5: the mic ripple, scale 0.2 → 1.6 while fading out, forever.
    public static let micRipple = AnimationSpec.easeOut(duration: 1.5).repeatForever(autoreverses: false)
    /// The ripple's scale, from start to end.
    public static let micRippleScale: ClosedRange<Double> = 0.2...1.6
    /// 000 §11: the largest per-frame pixel change allowed during a gradient fade.
    public static let crossFadeFrameBudget: Double = 0.02
}

/// The UIKit impact styles and notification types the spec's haptic tables name.
public enum HapticToken: String, CaseIterable, Sendable, Codable {
    /// `UIImpactFeedbackGenerator` light impact.
    case light
    /// Medium impact.
    case medium
    /// Heavy impact.
    case heavy
    /// Soft impact.
    case soft
    /// Rigid impact.
    case rigid
    /// `UISelectionFeedbackGenerator`'s selection change.
    case selection
    /// `UINotificationFeedbackGenerator` success.
    case success
    /// Notification warning.
    case warning
    /// Notification error.
    case error
}

/// 001's haptic hierarchy.
public enum PastelHaptics {
    /// Hover states, minor interactions.
    public static let minor = HapticToken.soft
    /// Confirmations, primary actions.
    public static let confirmation = HapticToken.rigid
    /// Navigation, mode changes.
    public static let navigation = HapticToken.medium
}
