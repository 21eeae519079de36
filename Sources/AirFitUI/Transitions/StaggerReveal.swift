import DesignTokens
import SwiftUI

/// 003 §4's stagger reveal: the `index`th item of a list rises 20 pt and fades in on
/// `spring(response: 0.45, dampingFraction: 0.85)`, 40 ms after the one before it. Reduce Motion:
/// 003's "instant fade": every item together, a 0.12 s linear fade (000's reduce-motion fade; 003
/// names no duration), no rise.
@MainActor
struct StaggerReveal: ViewModifier {
    let index: Int

    @State private var shown = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
        let token = SignatureTransition.staggerReveal.token
        content
            .opacity(shown ? 1 : 0)
            .offset(y: shown || reduceMotion ? 0 : token.offset)
            .animation(
                reduceMotion
                    ? .linear(duration: MotionToken.reducedMotionFade)
                    : .token(token.animation.delay(Double(max(index, 0)) * token.perItemDelay)), value: shown
            )
            .onAppear { shown = true }
    }
}

extension View {
    /// Reveals the `index`th item of a list with 003's stagger (see `StaggerReveal`).
    @MainActor public func staggerReveal(index: Int) -> some View {
        modifier(StaggerReveal(index: index))
    }
}
