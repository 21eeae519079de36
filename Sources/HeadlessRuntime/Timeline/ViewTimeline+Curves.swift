import DesignTokens
import Foundation
import HeadlessSwiftUI
import Motion

/// SwiftUI animations as the foundation's animation data, so Motion's math evaluates them.
extension ViewTimeline {
    static func equal(_ lhs: any Equatable, _ rhs: any Equatable) -> Bool {
        func open<T: Equatable>(_ lhs: T) -> Bool { (rhs as? T).map { $0 == lhs } ?? false }
        return open(lhs)
    }

    static func isSpring(_ animation: Animation) -> Bool {
        if case .spring = animation.curve { true } else { false }
    }

    /// A SwiftUI animation as the foundation's animation data, so Motion's math evaluates it.
    static func spec(_ animation: Animation) -> AnimationSpec {
        let kind: AnimationSpec.Kind
        switch animation.curve {
        case let .bezier(x1, y1, x2, y2, duration):
            kind = .timing(TimingCurveSpec(x1: x1, y1: y1, x2: x2, y2: y2), duration: duration)
        case let .spring(mass, stiffness, damping, _):
            kind = .spring(.physical(mass: mass, stiffness: stiffness, damping: damping))
        }
        let repetition: AnimationSpec.Repetition
        switch animation.repeatCount {
        case nil: repetition = .forever(autoreverses: animation.autoreverses)
        case 1?: repetition = .once
        case let count?: repetition = .count(count, autoreverses: animation.autoreverses)
        }
        return AnimationSpec(kind, delay: animation.delay, speed: animation.speed, repetition: repetition)
    }
}
