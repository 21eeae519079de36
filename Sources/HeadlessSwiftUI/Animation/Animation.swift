import Foundation

/// How a change moves from its old value to its new one (Apple: `Animation`). The headless
/// timeline (part 3) evaluates it with the foundation's spring and bezier math.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    /// What drives the animation.
    package enum Curve: Equatable, Sendable {
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: TimeInterval)
        /// A spring by mass, stiffness and damping, with an initial velocity.
        case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    }

    package var curve: Curve
    package var delay: TimeInterval = 0
    package var speed: Double = 1
    package var repeatCount: Int? = 1
    package var autoreverses = false

    init(curve: Curve) {
        self.curve = curve
    }

    public var description: String { "Animation(\(curve))" }

    /// The system default: a spring of response 0.55 and damping fraction 1 (Apple documentation, iOS 17).
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1, blendDuration: 0)

    /// A cubic Bézier timing curve with control points (`p1x`, `p1y`) and (`p2x`, `p2y`), as CSS's `cubic-bezier`.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(curve: .bezier(x1: p1x, y1: p1y, x2: p2x, y2: p2y, duration: duration))
    }

    /// Constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { timingCurve(0, 0, 1, 1, duration: duration) }
    /// Constant speed over SwiftUI's default 0.35 s.
    public static var linear: Animation { linear(duration: 0.35) }
    /// Starts slowly and speeds up, over `duration` seconds (control points 0.42, 0 and 1, 1).
    public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(0.42, 0, 1, 1, duration: duration) }
    /// Starts slowly and speeds up, over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// Starts quickly and slows down, over `duration` seconds (control points 0, 0 and 0.58, 1).
    public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(0, 0, 0.58, 1, duration: duration) }
    /// Starts quickly and slows down, over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// Slow at both ends, over `duration` seconds (control points 0.42, 0 and 0.58, 1).
    public static func easeInOut(duration: TimeInterval) -> Animation { timingCurve(0.42, 0, 0.58, 1, duration: duration) }
    /// Slow at both ends, over 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    /// `spring(response:dampingFraction:blendDuration:)`: k = (2π/response)², c = 4π ζ / response.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        let omega = 2 * Double.pi / max(response, 1e-6)
        return Animation(curve: .spring(mass: 1, stiffness: omega * omega, damping: 2 * dampingFraction * omega, initialVelocity: 0))
    }

    /// `spring(duration:bounce:blendDuration:)`: ζ = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce).
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce), blendDuration: blendDuration)
    }

    /// A spring that settles in about 0.5 s without bouncing (SwiftUI's default spring).
    public static var spring: Animation { spring(duration: 0.5, bounce: 0) }

    /// A stiff, well-damped spring for values that follow a finger (response 0.15 s, damping 0.86).
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25)
        -> Animation
    {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring given by its physical constants, which keeps the velocity of an animation it replaces.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(curve: .spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }

    /// `.smooth`: bounce 0. `.snappy`: bounce 0.15. `.bouncy`: bounce 0.3 (Apple documentation).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    /// A spring with no bounce that settles in 0.5 s.
    public static var smooth: Animation { smooth() }
    /// A spring with a little bounce (0.15 plus `extraBounce`) that settles in `duration` seconds.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A spring with a little bounce (0.15) that settles in 0.5 s.
    public static var snappy: Animation { snappy() }
    /// A spring with a visible bounce (0.3 plus `extraBounce`) that settles in `duration` seconds.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
    /// A spring with a visible bounce (0.3) that settles in 0.5 s.
    public static var bouncy: Animation { bouncy() }

    /// The same animation, started `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Animation {
        var copy = self
        copy.delay += delay
        return copy
    }

    /// The same animation played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speed *= speed
        return copy
    }

    /// The same animation played `repeatCount` times, reversing every other time when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = repeatCount
        copy.autoreverses = autoreverses
        return copy
    }

    /// The same animation repeated for as long as the view is shown.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = nil
        copy.autoreverses = autoreverses
        return copy
    }
}

/// The context of a state change: its animation (Apple: `Transaction`).
public struct Transaction: Sendable {
    /// The animation changes made in this transaction use; nil for none.
    public var animation: Animation?
    /// Whether animations set with `.animation(_:value:)` below are ignored for this transaction.
    public var disablesAnimations = false
    /// The completion handlers added with `addAnimationCompletion(criteria:_:)`.
    package var completions: [AnimationCompletion] = []

    /// A transaction without an animation.
    nonisolated public init() {}

    /// A transaction that animates its changes with `animation`.
    nonisolated public init(animation: Animation?) {
        self.animation = animation
    }
}

/// The transaction of the change being made right now, read by the graph when state is written.
/// Task-local, so it follows `withAnimation`'s dynamic scope on whatever thread the write happens.
package enum TransactionContext {
    @TaskLocal public static var current = Transaction()

    static func with<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        try $current.withValue(transaction, operation: body)
    }
}

/// Runs `body` so the state changes it makes animate with `animation`.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try TransactionContext.with(Transaction(animation: animation), body)
}

/// Runs `body` within `transaction`.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try TransactionContext.with(transaction, body)
}

extension View {
    /// Animates changes within this view when `value` changes.
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(EffectModifier(effect: .animation(animation, value: value)))
    }
}
