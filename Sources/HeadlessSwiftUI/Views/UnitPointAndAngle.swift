import Foundation

extension CGRect {
    /// The point at `unit` of this rectangle (`.topLeading` is its origin).
    package func point(at unit: UnitPoint) -> CGPoint {
        CGPoint(x: minX + unit.x * width, y: minY + unit.y * height)
    }
}

/// A point in a view's unit square, (0, 0) top-leading (Apple: `UnitPoint`).
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position, 0 at the leading edge and 1 at the trailing.
    public var x: CGFloat
    /// The vertical position, 0 at the top and 1 at the bottom.
    public var y: CGFloat

    /// The top-leading corner.
    nonisolated public init() {
        self.init(x: 0, y: 0)
    }

    /// A point at `x` and `y` fractions of a frame.
    nonisolated public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The top-leading corner (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The centre (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// An angle (Apple: `Angle`).
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    nonisolated public init() {
        radians = 0
    }

    /// An angle of `radians`.
    nonisolated public init(radians: Double) {
        self.radians = radians
    }

    /// An angle of `degrees`.
    nonisolated public init(degrees: Double) {
        radians = degrees * .pi / 180
    }

    /// A zero angle.
    public static let zero = Angle()

    /// An angle of `radians`.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees`.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}
