import Foundation

/// The current foreground style (Apple: `ForegroundStyle`).
public struct ForegroundStyle: ShapeStyle {
    nonisolated public init() {}
}

/// A level of the foreground's hierarchy (Apple: `HierarchicalShapeStyle`).
public struct HierarchicalShapeStyle: ShapeStyle {
    package let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var green: Color { Color.green }
    public static var blue: Color { Color.blue }
    public static var purple: Color { Color.purple }
}

/// A blurred, tinted backdrop (Apple: `Material`). The headless renderer reads its numbers from
/// the foundation's `MaterialToken`.
public struct Material: ShapeStyle {
    /// ultraThin 0 … ultraThick 4.
    package let thickness: Int

    public static let ultraThin = Material(thickness: 0)
    public static let thin = Material(thickness: 1)
    public static let regular = Material(thickness: 2)
    public static let thick = Material(thickness: 3)
    public static let ultraThick = Material(thickness: 4)
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
}

/// Colors at locations (Apple: `Gradient`).
public struct Gradient: Hashable, Sendable {
    /// One color at a location in 0...1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        nonisolated public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    nonisolated public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Evenly spaced colors.
    nonisolated public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
    }
}

/// A gradient along a line (Apple: `LinearGradient`).
public struct LinearGradient: ShapeStyle {
    package let gradient: Gradient
    package let startPoint: UnitPoint
    package let endPoint: UnitPoint

    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

/// A gradient outward from a centre (Apple: `RadialGradient`).
public struct RadialGradient: ShapeStyle {
    package let gradient: Gradient
    package let center: UnitPoint
    package let startRadius: CGFloat
    package let endRadius: CGFloat

    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// A gradient around a centre (Apple: `AngularGradient`).
public struct AngularGradient: ShapeStyle {
    package let gradient: Gradient
    package let center: UnitPoint
    package let startAngle: Angle
    package let endAngle: Angle

    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle == .zero && startAngle == .zero ? .degrees(360) : endAngle
    }

    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .degrees(angle.degrees + 360))
    }
}

extension LinearGradient: View, _PrimitiveView {
    public var body: Never { bodyError() }
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { [context.node(.fill(self))] }
}

extension RadialGradient: View, _PrimitiveView {
    public var body: Never { bodyError() }
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { [context.node(.fill(self))] }
}

extension AngularGradient: View, _PrimitiveView {
    public var body: Never { bodyError() }
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { [context.node(.fill(self))] }
}

/// Any shape style filling its frame, as a view.
struct ShapeStyleView<Style: ShapeStyle> {
    let style: Style

    nonisolated init(style: Style) {
        self.style = style
    }

    var body: Never { bodyError() }
}

extension ShapeStyleView: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { [context.node(.fill(style))] }
}
