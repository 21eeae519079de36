import DesignTokens
import Motion
import Testing

struct BezierCurveTests {
    /// y at x = `fraction`, by plain bisection on the Bernstein form: an independent reference.
    static func reference(_ spec: TimingCurveSpec, _ fraction: Double) -> Double {
        func bezier(_ a: Double, _ b: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if bezier(spec.x1, spec.x2, mid) < fraction { low = mid } else { high = mid }
        }
        return bezier(spec.y1, spec.y2, (low + high) / 2)
    }

    @Test func knownValues() {
        #expect(abs(BezierCurve(.easeInOut).progress(at: 0.25) - 0.129162) < 1e-6)
        #expect(abs(BezierCurve(.easeOut).progress(at: 0.25) - 0.378138) < 1e-6)
        #expect(abs(BezierCurve(.linear).progress(at: 0.3) - 0.3) < 1e-7)
        #expect(abs(BezierCurve(.easeInOut).progress(at: 0.5) - 0.5) < 1e-7)
    }

    @Test(arguments: [
        TimingCurveSpec.linear, .easeIn, .easeOut, .easeInOut,
        TimingCurveSpec(x1: 0.2, y1: 1.4, x2: 0.3, y2: 0.9), TimingCurveSpec(x1: 0.9, y1: 0.05, x2: 0.95, y2: 0.1),
    ])
    func matchesAnIndependentSolveTo1e7(spec: TimingCurveSpec) {
        let curve = BezierCurve(spec)
        for k in 1..<1000 {
            let fraction = Double(k) / 1000
            #expect(abs(curve.progress(at: fraction) - Self.reference(spec, fraction)) < 1e-7, "\(spec) at \(fraction)")
        }
    }

    @Test func slopeIsTheDerivative() {
        for spec in [TimingCurveSpec.easeIn, .easeOut, .easeInOut] {
            let curve = BezierCurve(spec)
            for fraction in [0.1, 0.3, 0.5, 0.8] {
                let h = 1e-6
                let numeric = (curve.progress(at: fraction + h) - curve.progress(at: fraction - h)) / (2 * h)
                #expect(abs(curve.slope(at: fraction) - numeric) < 1e-5)
            }
        }
        #expect(abs(BezierCurve(.linear).slope(at: 0.4) - 1) < 1e-9)
    }

    @Test func outOfRangeInput() {
        let curve = BezierCurve(.easeIn)
        #expect(curve.progress(at: .nan) == 0 && curve.progress(at: -1) == 0)
        #expect(curve.progress(at: 2) == 1 && curve.progress(at: .infinity) == 1)
        #expect(curve.slope(at: .nan).isFinite)
        // x control points outside 0...1 are clamped, so x(t) stays monotone.
        let wild = BezierCurve(TimingCurveSpec(x1: -0.5, y1: 0, x2: 1.5, y2: 1))
        let values = (0...100).map { wild.progress(at: Double($0) / 100) }
        #expect(values == values.sorted() && values.allSatisfy(\.isFinite))
        #expect(BezierCurve(TimingCurveSpec(x1: .nan, y1: 0, x2: .nan, y2: 1)).progress(at: 0.5).isFinite)
    }
}
