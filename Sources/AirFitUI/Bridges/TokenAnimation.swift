import DesignTokens
import SwiftUI

extension Animation {
    /// The SwiftUI animation an animation token describes, parametrized as the spec wrote it.
    public static func token(_ spec: AnimationSpec) -> Animation {
        var animation: Animation
        switch spec.kind {
        case let .timing(curve, duration):
            animation = .timingCurve(curve.x1, curve.y1, curve.x2, curve.y2, duration: duration)
        case let .spring(.physical(mass, stiffness, damping)):
            animation = .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping)
        case let .spring(.response(response, dampingFraction)):
            animation = .spring(response: response, dampingFraction: dampingFraction)
        case let .spring(.durationBounce(duration, bounce)):
            animation = .spring(duration: duration, bounce: bounce)
        }
        if spec.speed != 1 { animation = animation.speed(spec.speed) }
        switch spec.repetition {
        case .once: break
        case let .count(count, autoreverses): animation = animation.repeatCount(count, autoreverses: autoreverses)
        case let .forever(autoreverses): animation = animation.repeatForever(autoreverses: autoreverses)
        }
        if spec.delay != 0 { animation = animation.delay(spec.delay) }
        return animation
    }
}
