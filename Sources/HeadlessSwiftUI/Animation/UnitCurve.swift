import Foundation

/// A function from an animation's progress to its completion, both 0 to 1 (Apple: `UnitCurve`,
/// iOS 17): the standard eases, the circular ones, or a cubic Bézier through (0, 0) and (1, 1).
///
/// ```swift
/// let halfway = UnitCurve.easeInOut.value(at: 0.5)   // 0.5
/// withAnimation(.timingCurve(.circularEaseIn, duration: 0.4)) { expanded = true }
/// ```
public struct UnitCurve: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case bezier(CGPoint, CGPoint)
        case circularEaseIn, circularEaseOut, circularEaseInOut
        /// The inverse of `circularEaseInOut`: quick at both ends, slow through the middle.
        case circularEaseOutIn
    }

    let kind: Kind

    /// A cubic Bézier from (0, 0) to (1, 1) with these control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(
            kind: .bezier(CGPoint(x: startControlPoint.x, y: startControlPoint.y), CGPoint(x: endControlPoint.x, y: endControlPoint.y)))
    }

    /// Progress as it is.
    public static let linear = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Core Animation's ease-in: (0.42, 0), (1, 1).
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Core Animation's ease-out: (0, 0), (0.58, 1).
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Core Animation's ease-in-out: (0.42, 0), (0.58, 1).
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A quarter circle starting slowly: 1 − √(1 − t²).
    public static let circularEaseIn = UnitCurve(kind: .circularEaseIn)
    /// A quarter circle ending slowly: √(1 − (1 − t)²).
    public static let circularEaseOut = UnitCurve(kind: .circularEaseOut)
    /// The two quarter circles joined at the middle.
    public static let circularEaseInOut = UnitCurve(kind: .circularEaseInOut)

    /// The older name of `easeInOut` (Apple: deprecated, "Use easeInOut instead").
    @available(*, deprecated, message: "Use easeInOut instead")
    public static let easeInEaseOut = easeInOut

    /// The curve that maps completion back to progress (Apple: `inverse`): a Bézier's control
    /// points with x and y swapped, the circular ease-in's inverse the ease-out and back.
    ///
    /// ```swift
    /// let progress = UnitCurve.easeIn.inverse.value(at: 0.5)   // where easeIn reaches half
    /// ```
    public var inverse: UnitCurve {
        switch kind {
        case let .bezier(first, second):
            UnitCurve(kind: .bezier(CGPoint(x: first.y, y: first.x), CGPoint(x: second.y, y: second.x)))
        case .circularEaseIn: .circularEaseOut
        case .circularEaseOut: .circularEaseIn
        case .circularEaseInOut: UnitCurve(kind: .circularEaseOutIn)
        case .circularEaseOutIn: .circularEaseInOut
        }
    }

    /// The completion at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        let t = min(max(progress, 0), 1)
        switch kind {
        case let .bezier(first, second):
            return Self.bezierY(atX: t, first, second)
        case .circularEaseIn:
            return 1 - (1 - t * t).squareRoot()
        case .circularEaseOut:
            return (1 - (1 - t) * (1 - t)).squareRoot()
        case .circularEaseInOut:
            return t < 0.5 ? (1 - (1 - 4 * t * t).squareRoot()) / 2 : ((1 - pow(-2 * t + 2, 2)).squareRoot() + 1) / 2
        case .circularEaseOutIn:
            return t < 0.5 ? (1 - pow(1 - 2 * t, 2)).squareRoot() / 2 : 1 - (1 - pow(2 * t - 1, 2)).squareRoot() / 2
        }
    }

    /// The rate of completion at `progress`, by a central difference.
    public func velocity(at progress: Double) -> Double {
        let step = 1e-4
        let low = max(progress - step, 0)
        let high = min(progress + step, 1)
        return (value(at: high) - value(at: low)) / (high - low)
    }

    /// The Bézier's y where its x is `x`: the curve's parameter found by Newton's method, then bisection.
    static func bezierY(atX x: Double, _ first: CGPoint, _ second: CGPoint) -> Double {
        func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        func slope(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * a + 6 * (1 - s) * s * (b - a) + 3 * s * s * (1 - b)
        }
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, first.x, second.x) - x
            let derivative = slope(s, first.x, second.x)
            if abs(error) < 1e-9 { return coordinate(s, first.y, second.y) }
            if abs(derivative) < 1e-9 { break }
            s -= error / derivative
        }
        var (low, high) = (0.0, 1.0)
        s = x
        for _ in 0..<60 {
            let value = coordinate(s, first.x, second.x)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, first.y, second.y)
    }
}

extension Animation {
    /// An animation along `curve` over `duration` seconds (Apple: `timingCurve(_:duration:)`, iOS
    /// 17). A Bézier curve is exact; a circular one runs as the Bézier closest to it
    /// (docs/swiftui-subset.md).
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        switch curve.kind {
        case let .bezier(first, second):
            return timingCurve(first.x, first.y, second.x, second.y, duration: duration)
        case .circularEaseIn:
            return timingCurve(0.55, 0, 1, 0.45, duration: duration)
        case .circularEaseOut:
            return timingCurve(0, 0.55, 0.45, 1, duration: duration)
        case .circularEaseInOut:
            return timingCurve(0.85, 0, 0.15, 1, duration: duration)
        case .circularEaseOutIn:
            return timingCurve(0, 0.85, 1, 0.15, duration: duration)
        }
    }
}
