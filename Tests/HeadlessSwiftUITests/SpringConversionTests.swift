import Foundation
import SwiftUI
import Testing

/// `Spring` and the spring animations convert between Apple's three descriptions as SwiftUICore's
/// interface and WWDC23 "Animate with springs" give them: damping ratio 1 − bounce from a bounce of
/// 0, 1 / (1 + bounce) below it; stiffness (2π / response)² × mass; damping ratio
/// damping / (2 √(stiffness × mass)), capped at 1 unless `allowOverDamping`. `snappy` adds 0.15 to
/// its extra bounce and `bouncy` 0.3 (their bodies are inlined in the iOS 26.2 and macOS 15.5
/// SDKs' SwiftUICore.swiftinterface).
struct SpringConversionTests {
    /// ω = 2π / 0.5 s = 4π for every spring of these tests.
    let omega = 4 * Double.pi

    @Test func aNegativeBounceIsADampingRatioAboveOne() {
        // bounce −0.5: 1 / (1 − 0.5) = 2, not 1 − (−0.5) = 1.5 and not 1 × 0.5.
        #expect(Spring(duration: 0.5, bounce: -0.5).dampingRatio == 2)
        #expect(
            Animation.spring(duration: 0.5, bounce: -0.5).curve
                == .spring(mass: 1, stiffness: omega * omega, damping: 2 * 2 * omega, initialVelocity: 0))
    }

    @Test func snappyAndBouncyAddTheirBounceToTheExtra() {
        #expect(abs(Spring.snappy(extraBounce: 0.1).dampingRatio - 0.75) < 1e-12)
        #expect(abs(Spring.bouncy(extraBounce: 0.1).dampingRatio - 0.6) < 1e-12)
        #expect(Animation.snappy(extraBounce: 0.1).curve == Animation.spring(duration: 0.5, bounce: 0.25).curve)
        #expect(Animation.bouncy(extraBounce: 0.1).curve == Animation.spring(duration: 0.5, bounce: 0.4).curve)
        #expect(
            Animation.bouncy(extraBounce: 0.1).curve
                == .spring(mass: 1, stiffness: omega * omega, damping: 2 * 0.6 * omega, initialVelocity: 0))
    }

    @Test func physicalConstantsGiveTheirDampingRatio() {
        // damping 10 over 2 √(100 × 1) = 20: a ratio of 0.5.
        #expect(Spring(mass: 1, stiffness: 100, damping: 10).dampingRatio == 0.5)
        // damping 40 over 20 is 2, overdamped: capped at 1 by default, kept when allowed.
        #expect(Spring(mass: 1, stiffness: 100, damping: 40).dampingRatio == 1)
        #expect(Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true).dampingRatio == 2)
    }

    @Test func aHeavierSpringKeepsItsStiffness() {
        let spring = Spring(mass: 2, stiffness: 50, damping: 10)
        // response 2π √(2 / 50); back to stiffness (2π / response)² × 2 = 50, not 50 / 4.
        #expect(abs(spring.stiffness - 50) < 1e-9)
        #expect(abs(spring.damping - 10) < 1e-9)
    }

    @Test func theBounceOfAnOverdampedSpringIsNegative() {
        // Ratio 2: bounce 1 / 2 − 1 = −0.5; ratio 0.75: 1 − 0.75.
        #expect(Spring(response: 0.5, dampingRatio: 2).bounce == -0.5)
        #expect(abs(Spring(response: 0.5, dampingRatio: 0.75).bounce - 0.25) < 1e-12)
    }
}
