import DesignTokens
import SwiftUI

/// 003 §4.6's card flip: the front turns 0 → 180° about the Y axis and the back, a separate view,
/// turns in behind it; a medium impact plays at the 90° midpoint, when the card is edge-on. The
/// 0.5 s ease-in-out runs as an ease-in half to 90° and an ease-out half from there (the velocity
/// matches where they meet), so the haptic lands on the midpoint exactly, from the first half's
/// completion (decision D46). Reduce Motion: the faces cross-fade over the same time, the haptic
/// still at the midpoint.
@MainActor
struct CardFlip<Back: View>: ViewModifier {
    let isFlipped: Bool
    let back: Back

    /// The card's turn in degrees, 0 (front) to 180 (back).
    @State private var angle: Double
    /// Where the flip in progress ends; a completion reads it, so a flip reversed half-way ends right.
    @State private var target: Double
    @State private var midpoints = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    init(isFlipped: Bool, back: Back) {
        self.isFlipped = isFlipped
        self.back = back
        let start = isFlipped ? SignatureTransitionDetails.cardFlipDegrees : 0
        _angle = State(initialValue: start)
        _target = State(initialValue: start)
    }

    /// Each half of the flip: half of 003's ease-in-out.
    static var halfDuration: Double {
        if case let .timing(_, duration) = SignatureTransition.cardFlip.token.animation.kind { duration / 2 } else { 0.25 }
    }

    func body(content: Content) -> some View {
        ZStack {
            content.modifier(FlipFace(angle: angle, isBack: false, crossFades: reduceMotion))
            back.modifier(FlipFace(angle: angle, isBack: true, crossFades: reduceMotion))
        }
        .onChange(of: isFlipped) { _, flipped in
            target = flipped ? SignatureTransitionDetails.cardFlipDegrees : 0
            withAnimation(.easeIn(duration: Self.halfDuration)) {
                angle = SignatureTransitionDetails.cardFlipDegrees / 2
            } completion: {
                midpoints += 1
                withAnimation(.easeOut(duration: Self.halfDuration)) { angle = target }
            }
        }
        .sensoryFeedback(HapticToken.medium.feedback, trigger: midpoints)
    }
}

/// One face of a flipping card at `angle`: turned about the Y axis (the back half a turn behind
/// the front) and shown only while it faces the viewer; or, cross-fading, only its opacity.
@MainActor
struct FlipFace: ViewModifier, Animatable {
    var angle: Double
    let isBack: Bool
    let crossFades: Bool

    nonisolated var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func body(content: Content) -> some View {
        let half = SignatureTransitionDetails.cardFlipDegrees / 2
        // Edge-on at exactly 90°, neither face shows.
        let facing = isBack ? angle > half : angle < half
        let progress = min(max(angle / SignatureTransitionDetails.cardFlipDegrees, 0), 1)
        content
            .rotation3DEffect(.degrees(crossFades ? 0 : (isBack ? angle - 2 * half : angle)), axis: (x: 0, y: 1, z: 0))
            .opacity(crossFades ? (isBack ? progress : 1 - progress) : (facing ? 1 : 0))
            .accessibilityHidden(!facing)
    }
}

extension View {
    /// Flips this view (the front) over to `back` about the Y axis when `isFlipped` turns true, and
    /// back again when it turns false (003 §4.6; see `CardFlip`): achievement cards, stat comparisons.
    @MainActor public func cardFlip<Back: View>(isFlipped: Bool, @ViewBuilder back: () -> Back) -> some View {
        modifier(CardFlip(isFlipped: isFlipped, back: back()))
    }
}
