import Foundation

/// A point in a unit square, as SwiftUI's `UnitPoint`: (0, 0) is top-leading.
public struct GradientPoint: Hashable, Sendable {
    /// Horizontal position: 0 leading, 1 trailing.
    public var x: Double
    /// Vertical position: 0 top, 1 bottom.
    public var y: Double

    /// A point in the unit square.
    ///
    /// - Parameters:
    ///   - x: 0 leading, 1 trailing.
    ///   - y: 0 top, 1 bottom.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// `UnitPoint.top`.
    public static let top = GradientPoint(x: 0.5, y: 0)
    /// `UnitPoint.bottom`.
    public static let bottom = GradientPoint(x: 0.5, y: 1)
    /// `UnitPoint.center`.
    public static let center = GradientPoint(x: 0.5, y: 0.5)
    /// `UnitPoint.leading`.
    public static let leading = GradientPoint(x: 0, y: 0.5)
    /// `UnitPoint.trailing`.
    public static let trailing = GradientPoint(x: 1, y: 0.5)
    /// `UnitPoint.topLeading`.
    public static let topLeading = GradientPoint(x: 0, y: 0)
    /// `UnitPoint.topTrailing`.
    public static let topTrailing = GradientPoint(x: 1, y: 0)
    /// `UnitPoint.bottomLeading`.
    public static let bottomLeading = GradientPoint(x: 0, y: 1)
    /// `UnitPoint.bottomTrailing`.
    public static let bottomTrailing = GradientPoint(x: 1, y: 1)
}

/// A gradient as data: its geometry and its color stops.
public struct GradientSpec: Hashable, Sendable {
    /// Where the colors run.
    public enum Geometry: Hashable, Sendable {
        /// `LinearGradient(colors:startPoint:endPoint:)`.
        case linear(start: GradientPoint, end: GradientPoint)
        /// `RadialGradient(colors:center:startRadius:endRadius:)`, radii in points.
        case radial(center: GradientPoint, startRadius: Double, endRadius: Double)
    }

    /// A color at a location in 0...1.
    public struct Stop: Hashable, Sendable {
        /// The stop's color.
        public var color: AdaptiveColor
        /// Where it sits, 0…1 along the gradient.
        public var location: Double

        /// A stop.
        ///
        /// - Parameters:
        ///   - color: The color.
        ///   - location: 0…1 along the gradient.
        public init(_ color: AdaptiveColor, at location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// Linear, angular or radial, with its points.
    public var geometry: Geometry
    /// The color stops, in order.
    public var stops: [Stop]

    /// A gradient.
    ///
    /// ```swift
    /// let sheen = GradientSpec(.linear(start: .top, end: .bottom), stops: [.init(.init(.white), at: 0), .init(.init(.clear), at: 1)])
    /// ```
    ///
    /// - Parameters:
    ///   - geometry: Its shape and points.
    ///   - stops: Its color stops.
    public init(_ geometry: Geometry, stops: [Stop]) {
        self.geometry = geometry
        self.stops = stops
    }

    /// Evenly spaced stops, as `Gradient(colors:)` places them.
    public init(_ geometry: Geometry, colors: [AdaptiveColor]) {
        let last = Double(max(colors.count - 1, 1))
        self.init(geometry, stops: colors.enumerated().map { Stop($1, at: Double($0) / last) })
    }

    /// A linear gradient at a CSS-style angle: 0° runs bottom to top, 90° leading to trailing,
    /// 135° top-leading to bottom-trailing (003's athletic gradient).
    public static func linear(angleDegrees: Double, colors: [AdaptiveColor]) -> GradientSpec {
        let radians = angleDegrees * .pi / 180
        let dx = sin(radians) / 2
        let dy = -cos(radians) / 2
        return GradientSpec(
            .linear(
                start: GradientPoint(x: 0.5 - dx, y: 0.5 - dy),
                end: GradientPoint(x: 0.5 + dx, y: 0.5 + dy)), colors: colors)
    }

    /// The angle of a linear gradient in CSS degrees, or nil for a radial one.
    public var cssAngleDegrees: Double? {
        guard case let .linear(start, end) = geometry else { return nil }
        let degrees = atan2(end.x - start.x, -(end.y - start.y)) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }
}
