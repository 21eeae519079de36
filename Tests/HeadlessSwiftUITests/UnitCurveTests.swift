import Foundation
import SwiftUICorpus
import Testing

@testable import HeadlessSwiftUI

/// `UnitCurve` and `Path.currentPoint` as Apple documents them (issue #36).
@MainActor
struct UnitCurveTests {
    @Test func theStandardCurvesHaveCoreAnimationsValues() {
        // Symmetric eases pass through the middle; ease-in lags and ease-out leads there.
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
        #expect(abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 1e-6)
        // Core Animation's ease-in (0.42, 0, 1, 1) at half time: 0.3153 (solved independently).
        #expect(abs(UnitCurve.easeIn.value(at: 0.5) - 0.3153) < 1e-3)
        #expect(abs(UnitCurve.easeOut.value(at: 0.5) - (1 - 0.3153)) < 1e-3)
        #expect(abs(CurveSnippet.quarter - 0.1291) < 1e-3)
    }

    @Test func theCircularCurvesAreQuarterCircles() {
        #expect(abs(UnitCurve.circularEaseIn.value(at: 0.6) - (1 - 0.8)) < 1e-9)
        #expect(abs(UnitCurve.circularEaseOut.value(at: 0.4) - 0.8) < 1e-9)
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.5) - 0.5) < 1e-9)
        // In and out: circularEaseIn at double the time, halved, then its mirror. At a quarter,
        // (1 − √(1 − 0.5²)) / 2 = 0.0670; at three quarters, 1 minus that.
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.25) - (1 - 0.75.squareRoot()) / 2) < 1e-9)
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.75) - (1 + 0.75.squareRoot()) / 2) < 1e-9)
        #expect(UnitCurve.circularEaseIn.velocity(at: 0.1) < UnitCurve.circularEaseIn.velocity(at: 0.9))
    }

    @Test func aPathContinuesFromItsCurrentPoint() {
        #expect(Path().currentPoint == nil)
        #expect(CurveSnippet.zigzag.currentPoint == CGPoint(x: 40, y: 0))
        var closed = Path()
        closed.move(to: CGPoint(x: 5, y: 5))
        closed.addLine(to: CGPoint(x: 9, y: 9))
        closed.closeSubpath()
        #expect(closed.currentPoint == CGPoint(x: 5, y: 5))
    }

    /// `inverse` maps completion back to progress: each curve composed with its inverse is the
    /// identity, at every tenth (Apple: `UnitCurve.inverse`).
    @Test(arguments: [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut])
    func theInverseUndoesTheCurve(curve: UnitCurve) {
        for step in 1..<10 {
            let progress = Double(step) / 10
            #expect(abs(curve.inverse.value(at: curve.value(at: progress)) - progress) < 1e-6, "at \(progress)")
        }
        #expect(curve.inverse.inverse == curve)
    }

    /// A Bézier's inverse swaps x and y of its control points: easeIn's is (0, 0.42), (1, 1).
    @Test func aBeziersInverseSwapsItsControlPoints() {
        #expect(UnitCurve.easeIn.inverse == .bezier(startControlPoint: UnitPoint(x: 0, y: 0.42), endControlPoint: UnitPoint(x: 1, y: 1)))
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
    }
}
