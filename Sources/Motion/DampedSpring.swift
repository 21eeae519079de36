import DesignTokens
import Foundation

/// A damped harmonic oscillator moving progress from 0 to 1, the physics behind every SwiftUI
/// spring. Built from any of SwiftUI's three parametrizations with Apple's conversions
/// (platform-facts.md): k = (2π / duration)² m, c = 2ζ√(km), ζ = 1 − bounce for bounce ≥ 0 and
/// 1 / (1 + bounce) below. Non-finite or non-positive mass and stiffness are replaced by 1 and
/// 1e-6, negative or NaN damping by 0, so every value evaluates.
public struct DampedSpring: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    /// SwiftUI's `interpolatingSpring(mass:stiffness:damping:)`.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 1e-6
        self.damping = damping.isFinite && damping > 0 ? damping : 0
    }

    /// SwiftUI's `spring(duration:bounce:)`, with mass 1.
    public init(duration: Double, bounce: Double) {
        let duration = duration.isFinite && duration > 0 ? duration : 1e-6
        let bounce = bounce.isFinite ? min(max(bounce, -0.999_999), 1) : 0
        let stiffness = pow(2 * .pi / duration, 2)
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot())
    }

    /// SwiftUI's `spring(response:dampingFraction:)`, with mass 1.
    public init(response: Double, dampingFraction: Double) {
        let response = response.isFinite && response > 0 ? response : 1e-6
        let stiffness = pow(2 * .pi / response, 2)
        let zeta = dampingFraction.isFinite ? max(dampingFraction, 0) : 0
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

    /// Undamped angular frequency ω₀ = √(k/m).
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2√(km)): below 1 bounces, 1 is critical, above 1 creeps.
    public var dampingFraction: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// SwiftUI's `response` and `duration`: the undamped period 2π/ω₀.
    public var response: Double { 2 * .pi / naturalFrequency }
    public var duration: Double { response }
    /// SwiftUI's `bounce`: 1 − ζ when ζ ≤ 1, 1/ζ − 1 above.
    public var bounce: Double { dampingFraction <= 1 ? 1 - dampingFraction : 1 / dampingFraction - 1 }
    /// True when the spring never passes its target from rest (ζ ≥ 1).
    public var isBounceFree: Bool { dampingFraction >= 1 - Self.criticalTolerance }

    static let criticalTolerance = 1e-9

    /// Progress at `time` seconds (0 before the start, NaN treated as 0), starting at 0 with
    /// `initialVelocity` in progress per second.
    public func value(at time: Double, initialVelocity: Double = 0) -> Double {
        1 + displacement(at: time, initialVelocity: initialVelocity).position
    }

    /// Velocity in progress per second at `time`.
    public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
        displacement(at: time, initialVelocity: initialVelocity).velocity
    }

    /// Distance from the target (x = value − 1) and its rate of change, in closed form for each regime.
    private func displacement(at time: Double, initialVelocity v0: Double) -> (position: Double, velocity: Double) {
        let t = time.isFinite ? max(time, 0) : (time == .infinity ? 1e12 : 0)
        let x0 = -1.0, omega = naturalFrequency, zeta = dampingFraction
        if abs(zeta - 1) < Self.criticalTolerance {
            let b = v0 + omega * x0
            let decay = exp(-omega * t)
            return ((x0 + b * t) * decay, (b - omega * (x0 + b * t)) * decay)
        }
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let a = x0, b = (v0 + zeta * omega * x0) / omegaD
            let decay = exp(-zeta * omega * t), (c, s) = (cos(omegaD * t), sin(omegaD * t))
            return (decay * (a * c + b * s),
                    decay * ((b * omegaD - zeta * omega * a) * c - (a * omegaD + zeta * omega * b) * s))
        }
        let root = omega * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * omega + root, r2 = -zeta * omega - root
        let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
        let (e1, e2) = (exp(r1 * t), exp(r2 * t))
        return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }

    /// When a step from rest first peaks: π/ω_d, or nil for a bounce-free spring.
    public var timeOfPeak: Double? {
        guard !isBounceFree else { return nil }
        return .pi / (naturalFrequency * (1 - dampingFraction * dampingFraction).squareRoot())
    }

    /// How far a step from rest passes its target, as a fraction of the move: exp(−ζπ/√(1−ζ²)), 0 when ζ ≥ 1.
    public var overshoot: Double {
        guard let peak = timeOfPeak else { return 0 }
        return value(at: peak) - 1
    }

    /// The last time a step from rest is more than `tolerance` (a fraction of the move) from its target.
    public func settleTime(tolerance: Double) -> Double {
        guard tolerance.isFinite, tolerance > 0 else { return .infinity }
        guard tolerance < 1 else { return 0 }
        let error = { (t: Double) in abs(1 - self.value(at: t)) }
        if isBounceFree {
            // |x| falls monotonically from 1: bisect once an upper bound is found.
            var high = response
            while error(high) > tolerance { high *= 2 }
            return bisect(low: 0, high: high) { error($0) > tolerance }
        }
        // Underdamped: |x(t)| ≤ √(A² + B²) e^{−ζω₀t}, so nothing exceeds the tolerance after the
        // envelope does; walk back from there to the last lobe that does.
        let zeta = dampingFraction, omega = naturalFrequency
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        let amplitude = (1 + pow(zeta * omega / omegaD, 2)).squareRoot()
        let bound = log(amplitude / tolerance) / (zeta * omega)
        if zeta == 0 || !bound.isFinite { return .infinity }
        let step = (Double.pi / omegaD) / 1000
        var t = max(bound, 0)
        while t > 0 && error(t) <= tolerance { t -= step }
        guard t > 0 else { return 0 }
        return bisect(low: t, high: t + step) { error($0) > tolerance }
    }

    /// SwiftUI's `Spring.settlingDuration`: target 1, initial velocity 0, epsilon 0.001
    /// (platform-facts.md), computed as the settle time to 0.1% of the move.
    public var settlingDuration: Double { settleTime(tolerance: 0.001) }

    /// Progress sampled once a frame from 0 through `duration` seconds inclusive.
    public func sampled(framesPerSecond: Int, duration: Double) -> [Double] {
        guard framesPerSecond > 0, duration.isFinite, duration >= 0 else { return [] }
        let frames = Int((duration * Double(framesPerSecond)).rounded(.up))
        return (0...frames).map { value(at: Double($0) / Double(framesPerSecond)) }
    }

    /// The boundary where `isAbove` turns false, to 1e-12 s or the precision of a Double.
    private func bisect(low: Double, high: Double, isAbove: (Double) -> Bool) -> Double {
        var (low, high) = (low, high)
        for _ in 0..<200 where high - low > 1e-12 {
            let mid = (low + high) / 2
            if isAbove(mid) { low = mid } else { high = mid }
        }
        return high
    }
}
