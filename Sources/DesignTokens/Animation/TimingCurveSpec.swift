/// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points, as CSS and
/// SwiftUI's `UnitCurve.bezier(startControlPoint:endControlPoint:)` define it.
public struct TimingCurveSpec: Hashable, Sendable, Codable {
    /// The first control point's x (time), 0…1.
    public var x1: Double
    /// The first control point's y (progress).
    public var y1: Double
    /// The second control point's x (time), 0…1.
    public var x2: Double
    /// The second control point's y (progress).
    public var y2: Double

    /// A cubic Bézier from (0, 0) to (1, 1) through two control points, as CSS's `cubic-bezier()`.
    ///
    /// - Parameters:
    ///   - x1: The first control point's time.
    ///   - y1: The first control point's progress.
    ///   - x2: The second control point's time.
    ///   - y2: The second control point's progress.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Control points of SwiftUI's presets (Apple documentation, `UnitCurve`).
    public static let linear = TimingCurveSpec(x1: 0, y1: 0, x2: 1, y2: 1)
    /// SwiftUI's and CSS's ease-in: (0.42, 0) (1, 1).
    public static let easeIn = TimingCurveSpec(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// SwiftUI's and CSS's ease-out: (0, 0) (0.58, 1).
    public static let easeOut = TimingCurveSpec(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// SwiftUI's and CSS's ease-in-out: (0.42, 0) (0.58, 1).
    public static let easeInOut = TimingCurveSpec(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The preset's SwiftUI name, or nil for a custom curve.
    public var presetName: String? {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        default: nil
        }
    }
}
