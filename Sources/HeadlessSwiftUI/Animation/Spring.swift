import Foundation
import Motion

/// A spring's parameters, independent of any animation (Apple: `Spring`, iOS 17), in each of
/// Apple's descriptions: perceptual duration and bounce, response and damping ratio, or mass,
/// stiffness and damping. The conversions are Apple's (WWDC23 "Animate with springs"): response =
/// duration; damping ratio = 1 − bounce for a bounce from 0, 1 / (1 + bounce) below it;
/// stiffness = (2π / response)² × mass; damping = 4π × dampingRatio × mass / response.
///
/// ```swift
/// KeyframeTrack(\.scale) { SpringKeyframe(1.2, spring: .bouncy) }
/// ```
public struct Spring: Hashable, Sendable {
    /// The perceptual duration, the response.
    public let response: Double
    /// The damping ratio: 1 critically damped, below 1 bouncy.
    public let dampingRatio: Double
    /// The mass.
    public let mass: Double

    /// A spring of perceptual `duration` and `bounce` (−1…1).
    nonisolated public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        response = duration
        dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        mass = 1
    }

    /// A spring of `response` seconds and `dampingRatio`.
    nonisolated public init(response: Double, dampingRatio: Double) {
        self.response = response
        self.dampingRatio = dampingRatio
        mass = 1
    }

    /// A spring of `mass`, `stiffness` and `damping`; an overdamped one is made critically damped
    /// unless `allowOverDamping`.
    nonisolated public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = mass
        response = 2 * Double.pi * (mass / stiffness).squareRoot()
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        dampingRatio = allowOverDamping ? ratio : min(ratio, 1)
    }

    /// The perceptual duration.
    public var duration: TimeInterval { response }
    /// The bounce: 1 − damping ratio for an underdamped spring, 1 / ratio − 1 for an overdamped one.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    /// The stiffness, (2π / response)² × mass.
    public var stiffness: Double { pow(2 * Double.pi / response, 2) * mass }
    /// The damping, 4π × dampingRatio × mass / response.
    public var damping: Double { 4 * Double.pi * dampingRatio * mass / response }

    /// Apple's smooth spring: no bounce, 0.5 s.
    public static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }
    /// Apple's snappy spring: 0.5 s with a bounce of 0.15.
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
    /// Apple's bouncy spring: 0.5 s with a bounce of 0.3.
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }

    /// A smooth spring of `duration` with `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring of `duration` with `extraBounce` over its 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring of `duration` with `extraBounce` over its 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

extension Animation {
    /// An animation along `spring` (Apple: `spring(_:blendDuration:)`).
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }
}

extension Spring {
    /// How long the spring takes to settle on a move from rest, within 0.001 of it (Apple:
    /// `settlingDuration`), computed as SwiftUI does (`Motion.DampedSpring.settlingDuration`).
    public var settlingDuration: TimeInterval { damped.settlingDuration }

    /// Where a move from 0 to 1 from rest is `time` seconds in.
    func stepValue(at time: TimeInterval) -> Double { damped.value(at: time) }

    /// How fast a move from 0 to 1 from rest goes `time` seconds in, per second.
    func stepVelocity(at time: TimeInterval) -> Double { damped.velocity(at: time) }

    /// Where a spring at rest at its target, given a velocity of 1 per second, is `time` seconds
    /// in: the part of a move an initial velocity adds (the oscillator is linear in its start).
    func impulseValue(at time: TimeInterval) -> Double {
        let spring = damped
        return spring.value(at: time, initialVelocity: 1) - spring.value(at: time)
    }

    /// How fast that impulse's motion goes `time` seconds in, per second.
    func impulseVelocity(at time: TimeInterval) -> Double {
        let spring = damped
        return spring.velocity(at: time, initialVelocity: 1) - spring.velocity(at: time)
    }

    /// The spring as the motion module's damped harmonic oscillator.
    private var damped: DampedSpring { DampedSpring(mass: mass, stiffness: stiffness, damping: damping) }
}
