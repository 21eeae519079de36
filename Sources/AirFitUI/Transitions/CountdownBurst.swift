import DesignTokens
import SwiftUI

/// 003 §4.7's countdown burst, on a view showing `value` (3, 2, 1, then 0 for "GO"): each number
/// leaves growing to 1.3 as it fades while the next springs in from 0.7; a ring around it
/// constricts over each number's second (D14); "GO" gets the pulse expand. A light tick plays for
/// every number shown and a heavy impact on "GO". Reduce Motion: the numbers cross-fade, the ring
/// stays still, the haptics still play.
@MainActor
struct CountdownBurst: ViewModifier {
    let value: Int

    /// Numbers shown so far (the first on appear): the ring's constriction restarts with each.
    @State private var ticks = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.airfitTheme) private var theme

    /// How much the ring tightens over one number: to 85% of its size.
    static let ringConstriction = 0.15

    func body(content: Content) -> some View {
        let token = SignatureTransition.countdownBurst.token
        let isGo = value <= 0
        content
            .transition(
                reduceMotion
                    ? .opacity
                    : .asymmetric(
                        insertion: .scale(scale: token.scaleFrom).combined(with: .opacity),
                        removal: .scale(scale: SignatureTransitionDetails.countdownOutgoingScale).combined(with: .opacity))
            )
            .id(value)
            .modifier(PulseExpand(trigger: isGo, haptic: nil))
            .background {
                Circle()
                    .stroke(ThemeRoles(theme, home: .athletic).accent, lineWidth: 4)
                    .modifier(
                        RingConstriction(
                            animatableData: Double(ticks), target: Double(ticks),
                            amount: reduceMotion ? 0 : Self.ringConstriction)
                    )
                    .animation(.linear(duration: SignatureTransitionDetails.countdownInterval), value: ticks)
                    .opacity(isGo ? 0 : 1)
                    .accessibilityHidden(true)
            }
            .animation(reduceMotion ? .linear(duration: MotionToken.reducedMotionFade) : .token(token.animation), value: value)
            .onAppear { ticks += 1 }
            .onChange(of: value) { ticks += 1 }
            .sensoryFeedback(HapticToken.light.feedback, trigger: ticks) { _, _ in !isGo }
            .sensoryFeedback(HapticToken.heavy.feedback, trigger: isGo) { _, go in go }
    }
}

/// The countdown ring over the current number's second: full size when the number arrives,
/// `1 - amount` when the next is due.
@MainActor
struct RingConstriction: ViewModifier, Animatable {
    nonisolated var animatableData: Double
    let target: Double
    let amount: Double

    func body(content: Content) -> some View {
        let progress = min(max(animatableData - (target - 1), 0), 1)
        content.scaleEffect(1 - amount * progress)
    }
}

extension View {
    /// Runs 003's countdown burst on a view that shows `value` (see `CountdownBurst`); show "GO"
    /// when `value` reaches 0.
    @MainActor public func countdownBurst(value: Int) -> some View {
        modifier(CountdownBurst(value: value))
    }
}
