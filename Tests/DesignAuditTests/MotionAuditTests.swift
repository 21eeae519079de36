import DesignTokens
import Foundation
import Motion
import Testing

@testable import DesignAudit

/// Spring, cascade and cross-fade figures of the audit recomputed independently.
struct MotionAuditTests {
    static let report = DesignAuditRunner.run([.pastel])

    static func finding(_ id: String) -> Finding {
        report.sections.flatMap(\.findings).first { $0.id == id }!
    }

    @Test func standardSpringOvershootFromClosedForm() {
        // ζ = c / (2√(km)); overshoot of an underdamped step = exp(−ζπ/√(1−ζ²)).
        let zeta = 12 / (2 * sqrt(130.0))
        let overshoot = exp(-zeta * .pi / sqrt(1 - zeta * zeta))
        let finding = Self.finding("springs.pastel.claim.bounceFree.120Hz")
        #expect(finding.verdict == .contradiction)
        #expect(abs(finding.figures["overshoot"]! - overshoot) < 1e-9)
        #expect(abs(finding.figures["dampingFraction"]! - zeta) < 1e-12)
    }

    @Test func sixtyHertzDampingBouncesMore() {
        let at120 = Self.finding("springs.pastel.claim.bounceFree.120Hz").figures["overshoot"]!
        let at60 = Self.finding("springs.pastel.claim.bounceFree.60Hz").figures["overshoot"]!
        let zeta60 = 10.5 / (2 * sqrt(130.0))
        #expect(abs(at60 - exp(-zeta60 * .pi / sqrt(1 - zeta60 * zeta60))) < 1e-9)
        #expect(at60 > at120)
    }

    @Test func standardSpringMissesTheFourHundredMillisecondClaim() {
        let finding = Self.finding("springs.pastel.claim.within400ms.120Hz")
        #expect(finding.verdict == .contradiction)
        // The envelope e^{−ζωt} bounds the error: 1% is not reached before ln(100)/(ζω) minus one period.
        let decay = 12.0 / 2
        #expect(finding.figures["settle1Percent"]! > 0.4)
        #expect(finding.figures["settle1Percent"]! <= log(100 * 1.2) / decay)
    }

    @Test func bounceFreeEntranceKeepsTheClaims() {
        let finding = Self.finding("springs.pastel.entranceSpringBounceFree")
        #expect(finding.verdict == .pass)
        #expect(finding.figures["overshoot"]! == 0)
        // Critically damped: 1 − (1 + ωt)e^{−ωt}; ω = 2π/0.35. Solve (1 + ωt)e^{−ωt} = 0.01 by bisection.
        let omega = 2 * Double.pi / 0.35
        var low = 0.0
        var high = 2.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if (1 + omega * mid) * exp(-omega * mid) > 0.01 { low = mid } else { high = mid }
        }
        #expect(abs(finding.figures["settle1Percent"]! - low) < 1e-5)
    }

    @Test func literalCascadeNeverFinishesItsLastGlyph() {
        let finding = Self.finding("cascade.literal000.20")
        #expect(finding.verdict == .contradiction)
        #expect(abs(finding.figures["lastFinalProgress"]! - (1 - 0.012 * 19)) < 1e-9)
        #expect(finding.figures["finishedWithinBlock"]! == 1)
    }

    @Test func sineCascadeStartsFirstAndLastTogether() {
        let finding = Self.finding("cascade.sine001.30")
        #expect(finding.figures["firstStart"]! == 0)
        // 001's delay sin(i / total · π) with total = n − 1: the last glyph waits sin(π) = 0.
        #expect(abs(finding.figures["lastStart"]!) < 1e-15)
        #expect(finding.figures["startSpread"]! <= 0.012)
    }

    @Test(arguments: CascadeAudit.lengths)
    func standardCascadeFinishesWithinTheBlock(length: Int) {
        let finding = Self.finding("cascade.standard.\(length)")
        #expect(finding.verdict == .pass)
        #expect(finding.figures["lastEnd"]! <= 0.6 + 1e-9)
    }

    @Test func crossFadeDeltaFromTheBezier() {
        // Largest per-frame step of easeInOut over 0.6 s at 120 Hz, sampled with the curve itself.
        let curve = BezierCurve(.easeInOut)
        var largest = 0.0
        for frame in 1...72 {
            largest = max(largest, curve.progress(at: Double(frame) / 72) - curve.progress(at: Double(frame - 1) / 72))
        }
        let finding = Self.finding("crossFade.light.120Hz")
        #expect(abs(finding.figures["largestProgressStep"]! - largest) < 1e-9)
        // peachRose → mintAqua in light: the largest channel change is the second stop's red, 0xF9 − 0xB7.
        let channel = Double(0xF9 - 0xB7) / 255
        #expect(abs(finding.figures["peachRose→mintAqua"]! - channel * largest) < 1e-9)
        #expect(finding.verdict == .pass)
    }

    @Test func qaTableProbability() {
        let finding = Self.finding("defects.gradient.qaTable")
        #expect(finding.figures["probability"]! == 1.0 / 1331)
    }
}
