import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Motion
import Testing

/// 001's ProMotion adaptation and lazy 30 fps gradient.
@MainActor
struct AdaptationTests {
    /// The largest scale a spec-spring GlassCard reaches on a display of `rate` Hz.
    func peakScale(rate: Int) -> Double {
        let host = ViewHost(GlassCard(entrance: .specSpring) { Text("Card") }.displayMaximumFramesPerSecond(rate))
        var peak: CGFloat = 0
        for time in stride(from: 0.0, through: 1.5, by: 0.005) {
            let card = host.displayList(on: .iPhone16, at: time).first { item in
                if case .shape(_, .material, nil) = item.content { true } else { false }
            }
            peak = max(peak, card?.scale.width ?? 0)
        }
        return Double(peak)
    }

    @Test func theSpecSpringBouncesMoreAtSixtyHertz() {
        // stiffness 130 with damping 12 (120 Hz) or 10.5 (60 Hz): both overshoot 1, the softer more.
        let (fast, slow) = (peakScale(rate: 120), peakScale(rate: 60))
        #expect(fast > 1 && slow > fast)
        // Overshoot of 0.04 (from 0.96) at ζ = c / (2√(km)): e^(−πζ/√(1−ζ²)) × 0.04.
        func overshoot(damping: Double) -> Double {
            let zeta = damping / (2 * 130.0.squareRoot())
            return 0.04 * exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
        }
        #expect(abs((fast - 1) - overshoot(damping: 12)) < 2e-4)
        #expect(abs((slow - 1) - overshoot(damping: 10.5)) < 2e-4)
    }

    @Test func theDriftingGradientSwaysAtThirtyFramesASecond() throws {
        let host = ViewHost(BaseScreen(drifts: true) { Text("Hi") })
        func axis(at time: TimeInterval) throws -> Double {
            host.advance(to: time)
            let item = try #require(
                host.displayList(on: .iPhone16).first { if case .fill(.linearGradient) = $0.content { true } else { false } })
            guard case let .fill(.linearGradient(_, start, end)) = item.content else { return .nan }
            // The axis's angle on screen, corrected for the frame's aspect back to unit space.
            let frame = item.frame
            return atan2((end.y - start.y) / frame.height, (end.x - start.x) / frame.width) * 180 / .pi
        }
        #expect(abs(try axis(at: 0) - 45) < 1e-9)
        // At 0.05 s the 30 fps timeline last updated at 1/30 s.
        #expect(abs(try axis(at: 0.05) - (45 + BaseScreen<Text>.driftDegrees(at: 1.0 / 30))) < 1e-6)
        // 5 s in: a quarter period, the full 15° turn.
        #expect(abs(try axis(at: 5) - 60) < 1e-6)
    }
}
