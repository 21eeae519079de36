import DesignTokens

/// A cubic Bézier timing curve from (0, 0) to (1, 1), evaluated as CSS and SwiftUI's `UnitCurve`
/// do: solve x(t) = fraction for t, then read y(t).
///
/// The control points' x coordinates are clamped to 0...1 (NaN to 0), as CSS requires, so x(t) is
/// monotone and every fraction has exactly one solution.
public struct BezierCurve: Hashable, Sendable {
    /// The curve's control points.
    public let spec: TimingCurveSpec
    // x(t) and y(t) as ((a t + b) t + c) t.
    private let ax, bx, cx, ay, by, cy: Double

    /// The curve `spec` describes, its control points' x clamped to 0…1.
    ///
    /// - Parameter spec: The control points, as `UnitCurve.bezier(startControlPoint:endControlPoint:)` takes them.
    public init(_ spec: TimingCurveSpec) {
        self.spec = spec
        let x1 = Self.unit(spec.x1)
        let x2 = Self.unit(spec.x2)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * spec.y1
        by = 3 * (spec.y2 - spec.y1) - cy
        ay = 1 - cy - by
    }

    private static func unit(_ value: Double) -> Double { value > 0 ? min(value, 1) : 0 }

    /// Progress at `fraction` of the duration: 0 at or before 0 (and for NaN), 1 at or after 1,
    /// otherwise y(t) with x(t) = fraction solved to 1e-9.
    public func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        let t = solve(fraction)
        return ((ay * t + by) * t + cy) * t
    }

    /// The derivative d progress / d fraction at `fraction` (clamped to 0...1): the speed relative to
    /// a linear curve. Divided by the duration it is the velocity in progress per second.
    public func slope(at fraction: Double) -> Double {
        let t = solve(fraction > 0 ? min(fraction, 1) : 0)
        let dx = (3 * ax * t + 2 * bx) * t + cx
        let dy = (3 * ay * t + 2 * by) * t + cy
        return dx == 0 ? (dy == 0 ? 0 : .infinity) : dy / dx
    }

    /// The fraction of the duration at which progress first reaches `progress`, for curves whose
    /// y(t) rises monotonically, as the presets' do.
    func fraction(reaching progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        let t = SpringSolution.bisect(0, 1) { ((ay * $0 + by) * $0 + cy) * $0 < progress }
        return x(t)
    }

    private func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

    /// The t in 0...1 whose x is `target`: Newton's method from t = target, then bisection if it
    /// stalls or leaves the interval.
    private func solve(_ target: Double) -> Double {
        var t = target
        for _ in 0..<8 {
            let error = x(t) - target
            if abs(error) < 1e-9 { return t }
            let derivative = (3 * ax * t + 2 * bx) * t + cx
            guard abs(derivative) > 1e-7 else { break }
            t -= error / derivative
            guard t >= 0, t <= 1 else { break }
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
