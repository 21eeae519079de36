import Foundation

/// The current foreground style (Apple: `ForegroundStyle`).
public struct ForegroundStyle: ShapeStyle {
    /// The foreground style of the environment.
    nonisolated public init() {}
}

/// A level of the foreground's hierarchy (Apple: `HierarchicalShapeStyle`).
public struct HierarchicalShapeStyle: ShapeStyle {
    package let level: Int

    /// The first level: the foreground style itself.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level: the foreground style made lighter (the label color at 60% for text).
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The primary level of the foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The secondary level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The tertiary level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The quaternary level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
    /// Black, as a shape style.
    public static var black: Color { Color.black }
    /// White, as a shape style.
    public static var white: Color { Color.white }
    /// Transparent, as a shape style.
    public static var clear: Color { Color.clear }
    /// The system gray, as a shape style.
    public static var gray: Color { Color.gray }
    /// The system red, as a shape style.
    public static var red: Color { Color.red }
    /// The system green, as a shape style.
    public static var green: Color { Color.green }
    /// The system blue, as a shape style.
    public static var blue: Color { Color.blue }
    /// The system purple, as a shape style.
    public static var purple: Color { Color.purple }
    /// The system orange, as a shape style.
    public static var orange: Color { Color.orange }
    /// The system yellow, as a shape style.
    public static var yellow: Color { Color.yellow }
    /// The system mint, as a shape style.
    public static var mint: Color { Color.mint }
    /// The system teal, as a shape style.
    public static var teal: Color { Color.teal }
    /// The system cyan, as a shape style.
    public static var cyan: Color { Color.cyan }
    /// The system indigo, as a shape style.
    public static var indigo: Color { Color.indigo }
    /// The system pink, as a shape style.
    public static var pink: Color { Color.pink }
    /// The system brown, as a shape style.
    public static var brown: Color { Color.brown }
}

/// A blurred, tinted backdrop (Apple: `Material`). The headless renderer reads its numbers from
/// the foundation's `MaterialToken`.
public struct Material: ShapeStyle {
    /// ultraThin 0 … ultraThick 4.
    package let thickness: Int

    /// The thinnest, most translucent material.
    public static let ultraThin = Material(thickness: 0)
    /// A thin material.
    public static let thin = Material(thickness: 1)
    /// The standard material.
    public static let regular = Material(thickness: 2)
    /// A thick material.
    public static let thick = Material(thickness: 3)
    /// The thickest, least translucent material.
    public static let ultraThick = Material(thickness: 4)
}

extension ShapeStyle where Self == Material {
    /// The ultra-thin material, as a shape style.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// The thin material, as a shape style.
    public static var thinMaterial: Material { .thin }
    /// The regular material, as a shape style.
    public static var regularMaterial: Material { .regular }
    /// The thick material, as a shape style.
    public static var thickMaterial: Material { .thick }
    /// The ultra-thick material, as a shape style.
    public static var ultraThickMaterial: Material { .ultraThick }
}

/// Colors at locations (Apple: `Gradient`).
public struct Gradient: Hashable, Sendable {
    /// One color at a location in 0...1.
    public struct Stop: Hashable, Sendable {
        /// The stop's color.
        public var color: Color
        /// Where the stop sits along the gradient, from 0 to 1.
        public var location: CGFloat

        /// A stop of `color` at `location`.
        nonisolated public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient through `stops`.
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

    /// A gradient along the line from `startPoint` to `endPoint` of the filled frame.
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient through evenly spaced `colors` from `startPoint` to `endPoint`.
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient through `stops` from `startPoint` to `endPoint`.
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

    /// A gradient in circles around `center`, from `startRadius` to `endRadius` points.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A gradient through evenly spaced `colors` in circles around `center`.
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient through `stops` in circles around `center`.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// A gradient around a centre (Apple: `AngularGradient`).
public struct AngularGradient: ShapeStyle {
    package let gradient: Gradient
    package let center: UnitPoint
    package let startAngle: Angle
    package let endAngle: Angle

    /// A gradient around `center` from `startAngle` to `endAngle`, clockwise.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle == .zero && startAngle == .zero ? .degrees(360) : endAngle
    }

    /// A gradient through evenly spaced `colors` around `center`, from `startAngle` to `endAngle`.
    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient through `stops` around `center`, from `startAngle` to `endAngle`.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn of the gradient around `center`, starting at `angle`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .degrees(angle.degrees + 360))
    }

    /// A full turn of evenly spaced `colors` around `center`, starting at `angle`.
    nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A full turn of `stops` around `center`, starting at `angle`.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
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
