import DesignTokens
import Foundation
import Motion
import Testing

struct DampedSpringTests {
    /// m x'' + c x' + k x = 0 from x = −1, x' = v0, integrated with classic RK4 at `step`; returns
    /// (value = 1 + x, velocity) at each of `times` (ascending).
    static func rk4(
        _ spring: DampedSpring, at times: [Double], initialVelocity: Double,
        step: Double = 1e-5
    ) -> [(value: Double, velocity: Double)] {
        func acceleration(_ x: Double, _ v: Double) -> Double { -(spring.stiffness * x + spring.damping * v) / spring.mass }
        var x = -1.0
        var v = initialVelocity
        var t = 0.0
        var samples: [(value: Double, velocity: Double)] = []
        for time in times {
            while t < time - 1e-15 {
                let h = min(step, time - t)
                let k1x = v
                let k1v = acceleration(x, v)
                let k2x = v + h / 2 * k1v
                let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v
                let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v
                let k4v = acceleration(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += h
            }
            samples.append((1 + x, v))
        }
        return samples
    }

    static let regimes: [String: DampedSpring] = [
        "underdamped": DampedSpring(stiffness: 130, damping: 12),
        "critical": DampedSpring(duration: 0.35, bounce: 0),
        "overdamped": DampedSpring(mass: 2, stiffness: 100, damping: 60),
        "just under critical": DampedSpring(stiffness: 100, damping: 20 * (1 - 1e-7)),
        "just over critical": DampedSpring(stiffness: 100, damping: 20 * (1 + 1e-7)),
    ]

    @Test(arguments: regimes.keys.sorted(), [0.0, 4.0, -3.0])
    func closedFormMatchesIntegration(regime: String, initialVelocity: Double) throws {
        let spring = try #require(Self.regimes[regime])
        let times = [0.01, 0.05, 0.17, 0.4, 0.9, 1.5]
        for (time, numeric) in zip(times, Self.rk4(spring, at: times, initialVelocity: initialVelocity)) {
            #expect(abs(spring.value(at: time, initialVelocity: initialVelocity) - numeric.value) < 1e-6, "\(regime) at \(time)")
            #expect(abs(spring.velocity(at: time, initialVelocity: initialVelocity) - numeric.velocity) < 1e-6, "\(regime) v at \(time)")
        }
        #expect(abs(spring.value(at: 0, initialVelocity: initialVelocity)) < 1e-15)
        #expect(abs(spring.velocity(at: 0, initialVelocity: initialVelocity) - initialVelocity) < 1e-12)
    }

    @Test func appleConversions() {
        // Apple's `Spring` documentation: Spring(duration: 0.5, bounce: 0.3) → (1.0, 157.9, 17.6),
        // Spring(mass: 1, stiffness: 100, damping: 10) → (0.63, 0.5).
        let spring = DampedSpring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.91) < 0.01)
        #expect(abs(spring.damping - 17.59) < 0.01)
        let physical = DampedSpring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(physical.duration - 0.63) < 0.005 && abs(physical.bounce - 0.5) < 1e-12)
        #expect(DampedSpring(.bouncy(duration: 0.3)) == DampedSpring(duration: 0.3, bounce: 0.3))
        #expect(DampedSpring(.interpolating(stiffness: 130, damping: 12)) == DampedSpring(stiffness: 130, damping: 12))
    }

    @Test(arguments: [(0.5, 0.3), (0.35, 0), (1.2, 0.9), (0.4, -0.5), (0.25, -0.2)])
    func durationAndBounceRoundTrip(duration: Double, bounce: Double) {
        let spring = DampedSpring(duration: duration, bounce: bounce)
        #expect(abs(spring.duration - duration) < 1e-12)
        #expect(abs(spring.bounce - bounce) < 1e-9)
        let again = DampedSpring(duration: spring.duration, bounce: spring.bounce)
        #expect(abs(again.stiffness - spring.stiffness) < 1e-9 * spring.stiffness)
        #expect(abs(again.damping - spring.damping) < 1e-9 * spring.damping)
    }

    @Test(arguments: [(0.55, 1.0), (0.35, 0.7), (0.45, 0.85), (0.3, 2.5)])
    func responseAndDampingFractionRoundTrip(response: Double, dampingFraction: Double) {
        let spring = DampedSpring(response: response, dampingFraction: dampingFraction)
        #expect(abs(spring.response - response) < 1e-12)
        #expect(abs(spring.dampingFraction - dampingFraction) < 1e-12)
        let fromPhysics = DampedSpring(mass: 1, stiffness: spring.stiffness, damping: spring.damping)
        #expect(fromPhysics == spring)
        let heavy = DampedSpring(mass: 3, stiffness: spring.stiffness * 3, damping: spring.damping * 3)
        #expect(abs(heavy.response - response) < 1e-12 && abs(heavy.dampingFraction - dampingFraction) < 1e-12)
    }

    @Test func overshootFromTheClosedForm() throws {
        let spring = DampedSpring(.interpolating(stiffness: 130, damping: 12))
        let zeta = 12 / (2 * sqrt(130.0))
        #expect(abs(spring.overshoot - exp(-zeta * .pi / sqrt(1 - zeta * zeta))) < 1e-12)
        let peak = try #require(spring.timeOfPeak)
        #expect(abs(peak - .pi / (sqrt(130.0) * sqrt(1 - zeta * zeta))) < 1e-12)
        #expect(abs(spring.value(at: peak) - 1 - spring.overshoot) < 1e-12)
        #expect(spring.value(at: peak - 1e-4) < spring.value(at: peak) && spring.value(at: peak + 1e-4) < spring.value(at: peak))
        #expect(!spring.isBounceFree)
        for bounceFree in [DampedSpring(duration: 0.5, bounce: 0), DampedSpring(duration: 0.5, bounce: -0.4)] {
            #expect(bounceFree.isBounceFree && bounceFree.overshoot == 0 && bounceFree.timeOfPeak == nil)
        }
    }

    @Test(arguments: regimes.keys.sorted(), [0.01, 0.001])
    func settleTimeIsTheLastCrossing(regime: String, tolerance: Double) throws {
        let spring = try #require(Self.regimes[regime])
        for initialVelocity in [0.0, 4.0, -3.0] {
            let settle = spring.settleTime(tolerance: tolerance, initialVelocity: initialVelocity)
            let error = { (t: Double) in abs(1 - spring.value(at: t, initialVelocity: initialVelocity)) }
            #expect(abs(error(settle) - tolerance) < 1e-9, "\(regime), v0 \(initialVelocity)")
            #expect(error(settle - 1e-7) > tolerance, "\(regime), v0 \(initialVelocity): not exact to 1e-7 s")
            for k in 1...4000 { #expect(error(settle + Double(k) * 0.0005) <= tolerance) }
        }
    }

    @Test func settleTimeFindsALobeThatBarelyExceeds() throws {
        let spring = DampedSpring(stiffness: 130, damping: 12)
        let peak = try #require(spring.timeOfPeak)
        // The overshoot peak exceeds the tolerance by one part in 10⁹: the settle time is after it.
        #expect(spring.settleTime(tolerance: spring.overshoot * (1 - 1e-9)) > peak)
        #expect(spring.settleTime(tolerance: spring.overshoot * (1 + 1e-9)) < peak)
    }

    @Test func settleTimeWithAVelocityTolerance() {
        let spring = DampedSpring(stiffness: 130, damping: 12)
        let position = spring.settleTime(tolerance: 0.001)
        let both = spring.settleTime(tolerance: 0.001, velocityTolerance: 0.001)
        #expect(both > position)
        #expect(abs(abs(spring.velocity(at: both)) - 0.001) < 1e-9)
        for k in 1...2000 {
            let t = both + Double(k) * 0.0005
            #expect(abs(spring.velocity(at: t)) <= 0.001 + 1e-12 && abs(1 - spring.value(at: t)) <= 0.001)
        }
    }

    @Test func settlingDurationIsSwiftUIs() {
        // ζ < 1: ln((σ + 1) / 0.001) / σ with σ = c / 2m.
        let bouncy = DampedSpring(duration: 0.5, bounce: 0.3)
        let sigma = bouncy.damping / 2
        #expect(abs(bouncy.settlingDuration - log((sigma + 1) / 0.001) / sigma) < 1e-12)
        let moving = bouncy.settlingDuration(initialVelocity: 3, epsilon: 0.01)
        #expect(abs(moving - log((abs(sigma - 3) + 1) / 0.01) / sigma) < 1e-12)
        // ζ ≥ 1: the first point of SwiftUI's 0.1 s grid within 0.001, here 0.8 s ((1 + ωt) e^{−ωt}).
        let smooth = DampedSpring(.smooth(duration: 0.5))
        let omega = 4 * Double.pi
        #expect(abs(smooth.settlingDuration - 0.8) < 1e-9)
        #expect((1 + omega * 0.8) * exp(-omega * 0.8) < 0.001 && (1 + omega * 0.7) * exp(-omega * 0.7) >= 0.001)
        #expect(DampedSpring(stiffness: 100, damping: 0).settlingDuration == .infinity)
        #expect(smooth.settlingDuration(initialVelocity: 0, epsilon: 0) == .infinity)
    }

    @Test func badInputDoesNotCrash() {
        let clamped = DampedSpring(mass: .nan, stiffness: -5, damping: .infinity)
        #expect(clamped.mass == 1 && clamped.stiffness == 1e-6 && clamped.damping == 0)
        #expect(DampedSpring(mass: 0, stiffness: 0, damping: -1).value(at: 1).isFinite)
        let spring = DampedSpring(stiffness: 130, damping: 12)
        #expect(spring.value(at: .nan) == 0 && spring.value(at: -1) == 0 && spring.velocity(at: -1) == 0)
        #expect(spring.value(at: .infinity) == 1 && spring.velocity(at: .infinity) == 0)
        #expect(spring.value(at: 0.2, initialVelocity: .nan) == spring.value(at: 0.2))
        #expect(spring.settleTime(tolerance: .nan) == .infinity && spring.settleTime(tolerance: 0) == .infinity)
        #expect(spring.settleTime(tolerance: 2) == 0)
        #expect(DampedSpring(stiffness: 100, damping: 0).settleTime(tolerance: 0.01) == .infinity)
        #expect(DampedSpring(duration: .nan, bounce: .nan).value(at: 1).isFinite)
        #expect(DampedSpring(response: -1, dampingFraction: -1).value(at: 1).isFinite)
        #expect(DampedSpring(mass: 1, stiffness: 1, damping: 1e300).settleTime(tolerance: 0.01) > 0)
        #expect(spring.sampled(framesPerSecond: 120, duration: 0.5).count == 61)
        #expect(spring.sampled(framesPerSecond: 120, duration: 0.5)[12] == spring.value(at: 0.1))
        #expect(spring.sampled(framesPerSecond: 0, duration: 0.5).isEmpty)
        #expect(spring.sampled(framesPerSecond: 60, duration: .infinity).isEmpty)
        #expect(spring.sampled(framesPerSecond: 60, duration: 1e300).isEmpty)
    }
}
