import DesignTokens
import Foundation
import Motion
import Testing

struct DampedSpringTests {
    /// Integrates m x'' + c x' + k x = 0 from x = −1, x' = v0 with classic RK4; returns value = 1 + x.
    static func rk4(_ spring: DampedSpring, until end: Double, initialVelocity: Double, step: Double = 1e-5) -> (Double, Double) {
        var x = -1.0, v = initialVelocity, t = 0.0
        func acceleration(_ x: Double, _ v: Double) -> Double { -(spring.stiffness * x + spring.damping * v) / spring.mass }
        while t < end - 1e-12 {
            let h = min(step, end - t)
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += h
        }
        return (1 + x, v)
    }

    static let regimes: [(String, DampedSpring)] = [
        ("underdamped", DampedSpring(stiffness: 130, damping: 12)),
        ("critical", DampedSpring(duration: 0.35, bounce: 0)),
        ("overdamped", DampedSpring(mass: 2, stiffness: 100, damping: 60)),
    ]

    @Test(arguments: regimes.map(\.0), [0.0, 4.0])
    func closedFormMatchesIntegration(regime: String, initialVelocity: Double) {
        let spring = Self.regimes.first { $0.0 == regime }!.1
        for time in [0.05, 0.17, 0.4, 0.9] {
            let (value, velocity) = Self.rk4(spring, until: time, initialVelocity: initialVelocity)
            #expect(abs(spring.value(at: time, initialVelocity: initialVelocity) - value) < 1e-6, "\(regime) at \(time)")
            #expect(abs(spring.velocity(at: time, initialVelocity: initialVelocity) - velocity) < 1e-6, "\(regime) v at \(time)")
        }
    }

    @Test func appleConversions() {
        // Apple's example: Spring(duration: 0.5, bounce: 0.3) has stiffness 157.9 and damping 17.6.
        let spring = DampedSpring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.stiffness - 157.91) < 0.01)
        #expect(abs(spring.damping - 17.59) < 0.01)
        #expect(abs(spring.duration - 0.5) < 1e-12 && abs(spring.bounce - 0.3) < 1e-12)
        let negative = DampedSpring(duration: 0.5, bounce: -0.5)
        #expect(abs(negative.dampingFraction - 2) < 1e-12 && abs(negative.bounce + 0.5) < 1e-12)
        let response = DampedSpring(response: 0.35, dampingFraction: 0.7)
        #expect(abs(response.response - 0.35) < 1e-12 && abs(response.dampingFraction - 0.7) < 1e-12)
        #expect(DampedSpring(.bouncy(duration: 0.3)) == DampedSpring(duration: 0.3, bounce: 0.3))
    }

    @Test func overshootFromTheClosedForm() {
        let spring = DampedSpring(stiffness: 130, damping: 12)
        let zeta = 12 / (2 * sqrt(130.0))
        #expect(abs(spring.overshoot - exp(-zeta * .pi / sqrt(1 - zeta * zeta))) < 1e-12)
        #expect(DampedSpring(duration: 0.5, bounce: 0).overshoot == 0)
        #expect(DampedSpring(duration: 0.5, bounce: 0).isBounceFree)
    }

    @Test(arguments: [0.01, 0.001])
    func settleTimeIsTheLastCrossing(tolerance: Double) {
        for (_, spring) in Self.regimes {
            let settle = spring.settleTime(tolerance: tolerance)
            #expect(abs(abs(1 - spring.value(at: settle)) - tolerance) < 1e-9)
            for k in 1...400 {
                #expect(abs(1 - spring.value(at: settle + Double(k) * 0.005)) <= tolerance + 1e-12)
            }
        }
        #expect(DampedSpring(stiffness: 130, damping: 12).settlingDuration == DampedSpring(stiffness: 130, damping: 12).settleTime(tolerance: 0.001))
    }

    @Test func badInputDoesNotCrash() {
        let spring = DampedSpring(mass: .nan, stiffness: -5, damping: .infinity)
        #expect(spring.mass == 1 && spring.stiffness > 0 && spring.damping == 0)
        #expect(spring.value(at: .nan) == 0)
        #expect(spring.value(at: -1) == 0)
        #expect(DampedSpring(stiffness: 100, damping: 0).settleTime(tolerance: 0.01) == .infinity)
        #expect(DampedSpring(duration: .nan, bounce: .nan).value(at: 1).isFinite)
        #expect(DampedSpring(stiffness: 130, damping: 12).sampled(framesPerSecond: 120, duration: 0.5).count == 61)
        #expect(DampedSpring(stiffness: 130, damping: 12).sampled(framesPerSecond: 0, duration: 0.5).isEmpty)
    }
}
