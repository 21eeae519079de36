import DesignTokens
import Foundation

/// A damped harmonic oscillator moving progress from 0 to 1: the physics behind every SwiftUI spring.
///
/// Built from any of SwiftUI's three parametrizations with Apple's conversions (platform-facts.md,
/// "Animation curves"): k = (2π / duration)² m, c = 2ζ√(km), ζ = 1 − bounce for bounce ≥ 0 and
/// 1 / (1 + bounce) below; `response`/`dampingFraction` is `duration`/`bounce` with ζ given directly.
///
/// Bad input is clamped, never trapped: a mass that is not positive and finite becomes 1, such a
/// stiffness 1e-6 (a spring that barely moves), a negative or non-finite damping 0 (a spring that
/// never settles); NaN and negative times are the start and infinite time is at rest.
public struct DampedSpring: Hashable, Sendable {
    /// m, the mass (1 for the springs SwiftUI builds from a duration or a response).
    public let mass: Double
    /// k, the spring constant.
    public let stiffness: Double
    /// c, the damping coefficient.
    public let damping: Double
    let regime: SpringRegime

    /// Within this distance of 1, ζ is treated as exactly critical.
    static let criticalTolerance = 1e-9

    /// SwiftUI's `interpolatingSpring(mass:stiffness:damping:)` and `Spring(mass:stiffness:damping:)`.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 1e-6
        self.damping = damping.isFinite && damping > 0 ? damping : 0
        regime = Self.regime(mass: self.mass, stiffness: self.stiffness, damping: self.damping)
    }

    /// SwiftUI's `spring(duration:bounce:)`, mass 1. A duration that is not positive is 1e-6 s
    /// (instant); bounce is clamped to −0.999999...1 (NaN is 0).
    public init(duration: Double, bounce: Double) {
        let bounce = bounce.isFinite ? min(max(bounce, -0.999_999), 1) : 0
        self.init(response: duration, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// SwiftUI's `spring(response:dampingFraction:)`, mass 1. A response that is not positive is
    /// 1e-6 s; a negative or NaN damping fraction is 0.
    public init(response: Double, dampingFraction: Double) {
        let response = response.isFinite && response > 0 ? response : 1e-6
        let zeta = dampingFraction.isFinite ? max(dampingFraction, 0) : 0
        let stiffness = pow(2 * .pi / response, 2)
        self.init(stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot())
    }

    /// The spring a token describes.
    public init(_ spec: SpringSpec) {
        switch spec {
        case let .physical(mass, stiffness, damping): self.init(mass: mass, stiffness: stiffness, damping: damping)
        case let .response(response, dampingFraction): self.init(response: response, dampingFraction: dampingFraction)
        case let .durationBounce(duration, bounce): self.init(duration: duration, bounce: bounce)
        }
    }

    private static func regime(mass: Double, stiffness: Double, damping: Double) -> SpringRegime {
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let decay = damping / (2 * mass)
        if abs(zeta - 1) < criticalTolerance { return .critical(decay: decay) }
        if zeta < 1 { return .underdamped(decay: decay, frequency: omega * ((1 - zeta) * (1 + zeta)).squareRoot()) }
        let spread = omega * (zeta - 1).squareRoot() * (zeta + 1).squareRoot()
        // −σ + γ without cancellation: −ω₀² / (σ + γ).
        return .overdamped(slow: -omega * omega / (decay + spread), fast: -decay - spread)
    }

    /// Undamped angular frequency ω₀ = √(k/m), rad/s.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2√(km)): below 1 it bounces, 1 is critical, above 1 it creeps.
    public var dampingFraction: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// SwiftUI's `response`: the undamped period 2π / ω₀, in seconds.
    public var response: Double { 2 * .pi / naturalFrequency }
    /// SwiftUI's `duration`, the same period as `response`.
    public var duration: Double { response }
    /// SwiftUI's `bounce`: 1 − ζ when ζ ≤ 1, 1/ζ − 1 above.
    public var bounce: Double { dampingFraction <= 1 ? 1 - dampingFraction : 1 / dampingFraction - 1 }

    /// True when a step from rest never passes its target: ζ ≥ 1 (within 1e-9 of 1 counts as 1).
    public var isBounceFree: Bool {
        if case .underdamped = regime { false } else { true }
    }

    /// Progress `time` seconds into a move from 0 to 1 that starts with `initialVelocity` (progress/s).
    public func value(at time: Double, initialVelocity: Double = 0) -> Double {
        let t = Self.elapsed(time)
        guard t.isFinite else { return 1 }
        return 1 + displacement(initialVelocity: initialVelocity)(t)
    }

    /// Velocity, in progress per second, `time` seconds into the same move.
    public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
        let t = Self.elapsed(time)
        guard t.isFinite else { return 0 }
        return displacement(initialVelocity: initialVelocity).derivative(t)
    }

    /// x(t) = value − 1, from x(0) = −1.
    func displacement(initialVelocity: Double) -> SpringSolution {
        SpringSolution(regime: regime, position: -1, velocity: initialVelocity.isFinite ? initialVelocity : 0)
    }

    /// NaN and negative times are the start.
    static func elapsed(_ time: Double) -> Double { time > 0 ? time : 0 }

    /// When a step from rest first peaks, π / ω_d; nil for a bounce-free spring.
    public var timeOfPeak: Double? {
        guard case let .underdamped(_, frequency) = regime else { return nil }
        return .pi / frequency
    }

    /// How far a step from rest passes its target, as a fraction of the move: the value at
    /// `timeOfPeak` minus 1, e^{−σπ/ω_d} = exp(−ζπ/√(1−ζ²)); 0 when bounce-free.
    public var overshoot: Double {
        guard case let .underdamped(decay, frequency) = regime else { return 0 }
        return exp(-decay * .pi / frequency)
    }

    /// A step from rest sampled once a frame from 0 through `duration` seconds inclusive; empty for
    /// a rate that is not positive, a negative or non-finite duration, or over ten million frames.
    public func sampled(framesPerSecond: Int, duration: Double) -> [Double] {
        guard framesPerSecond > 0, duration.isFinite, duration >= 0 else { return [] }
        let frames = (duration * Double(framesPerSecond)).rounded(.up)
        guard frames <= 10_000_000 else { return [] }
        let rate = Double(framesPerSecond)
        let motion = displacement(initialVelocity: 0)
        return (0...Int(frames)).map { 1 + motion(Double($0) / rate) }
    }
}
