import DesignTokens

/// A cubic Bézier timing curve from (0, 0) to (1, 1), solved for its x to 1e-7, as CSS and
/// SwiftUI's `UnitCurve` evaluate it.
public struct BezierCurve: Hashable, Sendable {
    public let spec: TimingCurveSpec
    // Polynomial coefficients of x(t) and y(t): ((a t + b) t + c) t.
    private let ax, bx, cx, ay, by, cy: Double

    public init(_ spec: TimingCurveSpec) {
        self.spec = spec
        cx = 3 * spec.x1
        bx = 3 * (spec.x2 - spec.x1) - cx
        ax = 1 - cx - bx
        cy = 3 * spec.y1
        by = 3 * (spec.y2 - spec.y1) - cy
        ay = 1 - cy - by
    }

    /// The curve's progress at `fraction` of its duration (clamped to 0...1; NaN is 0).
    public func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        let t = solve(fraction)
        return ((ay * t + by) * t + cy) * t
    }

    /// The curve's slope dy/dx at `fraction`: the speed relative to a linear curve.
    public func slope(at fraction: Double) -> Double {
        let t = solve(min(max(fraction.isNaN ? 0 : fraction, 0), 1))
        let dx = (3 * ax * t + 2 * bx) * t + cx, dy = (3 * ay * t + 2 * by) * t + cy
        return dx == 0 ? (dy == 0 ? 0 : .infinity) : dy / dx
    }

    private func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

    /// The t whose x is `target`: Newton's method, then bisection if it strays.
    private func solve(_ target: Double) -> Double {
        var t = target
        for _ in 0..<8 {
            let error = x(t) - target
            if abs(error) < 1e-9 { return t }
            let derivative = (3 * ax * t + 2 * bx) * t + cx
            if abs(derivative) < 1e-7 { break }
            t -= error / derivative
        }
        var (low, high) = (0.0, 1.0)
        t = target
        while high - low > 1e-10 {
            if x(t) < target { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
