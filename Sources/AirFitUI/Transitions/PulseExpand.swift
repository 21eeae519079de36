import DesignTokens
import SwiftUI

/// 003 §4.4's pulse expand: whenever `trigger` changes the view springs from 0.8 back to full size
/// while an emerald ring ripples outward from its edge to 1.6× and fades (0.6 s ease-out; D14), and
/// a rigid impact plays at once. Reduce Motion: opacity only, the view dipping to half and
/// returning, no ring; the haptic still plays.
@MainActor
struct PulseExpand<Trigger: Equatable>: ViewModifier {
    let trigger: Trigger
    /// The haptic of a pulse; nil where another event owns it (the countdown's "GO").
    let haptic: HapticToken?

    /// Pulses played so far: each change starts the next, animated from the previous count.
    @State private var pulses = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.airfitTheme) private var theme

    func body(content: Content) -> some View {
        let token = SignatureTransition.pulseExpand.token
        let count = Double(pulses)
        content
            .modifier(
                PulseBody(
                    animatableData: count, target: count, scaleFrom: reduceMotion ? 1 : token.scaleFrom,
                    opacityFrom: reduceMotion ? 0.5 : 1)
            )
            .animation(reduceMotion ? .easeOut(duration: MotionToken.reducedMotionFade * 2) : .token(token.animation), value: pulses)
            .background {
                if !reduceMotion {
                    Capsule()
                        .stroke(ThemeRoles(theme, home: .athletic).accent, lineWidth: 2)
                        .modifier(PulseRing(animatableData: count, target: count))
                        .animation(.token(SignatureTransitionDetails.pulseRing), value: pulses)
                        .accessibilityHidden(true)
                }
            }
            .onChange(of: trigger) { pulses += 1 }
            .sensoryFeedback((haptic ?? .rigid).feedback, trigger: pulses) { _, _ in haptic != nil }
    }
}

/// How far the latest pulse has played: the animated count minus the one before the target, so a
/// count at rest reads 1 (nothing showing) and each new pulse runs from 0.
@MainActor
struct PulseBody: ViewModifier, Animatable {
    nonisolated var animatableData: Double
    let target: Double
    let scaleFrom: Double
    let opacityFrom: Double

    func body(content: Content) -> some View {
        let progress = max(animatableData - (target - 1), 0)
        content
            .scaleEffect(scaleFrom + (1 - scaleFrom) * progress)
            .opacity(min(opacityFrom + (1 - opacityFrom) * progress, 1))
    }
}

/// The pulse's ripple: from the view's edge to `pulseRingScale`, fading from 60% to nothing.
@MainActor
struct PulseRing: ViewModifier, Animatable {
    nonisolated var animatableData: Double
    let target: Double

    func body(content: Content) -> some View {
        let progress = min(max(animatableData - (target - 1), 0), 1)
        content
            .scaleEffect(1 + (SignatureTransitionDetails.pulseRingScale - 1) * progress)
            .opacity(0.6 * (1 - progress))
    }
}

extension View {
    /// Plays 003's pulse expand (see `PulseExpand`) every time `trigger` changes: for an
    /// achievement unlocking, XP gained, a level up.
    @MainActor public func pulseExpand<T: Equatable>(trigger: T) -> some View {
        modifier(PulseExpand(trigger: trigger, haptic: .rigid))
    }
}
