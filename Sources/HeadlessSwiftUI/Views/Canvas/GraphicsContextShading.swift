import Foundation

/// How a path is painted in a canvas (Apple: `GraphicsContext.Shading`): a color or shape style, or
/// a gradient placed in the canvas's coordinates.
///
/// ```swift
/// context.fill(bar, with: .linearGradient(Gradient(colors: [.mint, .teal]), startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
/// ```
public struct GraphicsContextShading: Sendable {
    /// What the shading paints with.
    package enum Paint: Sendable {
        /// A shape style, laid over the canvas's bounds.
        case style(any ShapeStyle)
        case linear(Gradient, start: CGPoint, end: CGPoint)
        case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        case conic(Gradient, center: CGPoint, angle: Angle)
    }

    package let paint: Paint

    /// Fills or strokes with one color.
    public static func color(_ color: Color) -> GraphicsContextShading { GraphicsContextShading(paint: .style(color)) }

    /// Fills or strokes with a color from its components.
    public static func color(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) -> GraphicsContextShading {
        color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }

    /// Fills or strokes with a gray.
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> GraphicsContextShading {
        color(Color(colorSpace, white: white, opacity: opacity))
    }

    /// Fills or strokes with a shape style (a gradient, say), laid over the canvas's bounds.
    public static func style<S: ShapeStyle>(_ style: S) -> GraphicsContextShading { GraphicsContextShading(paint: .style(style)) }

    /// The foreground style of the environment.
    public static var foreground: GraphicsContextShading { style(.foreground) }

    /// A gradient from `startPoint` to `endPoint`, in the canvas's coordinates. `options`
    /// (repeating, mirroring, linear color) are not drawn: the ends pad.
    public static func linearGradient(
        _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
        options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()
    ) -> GraphicsContextShading {
        GraphicsContextShading(paint: .linear(gradient, start: startPoint, end: endPoint))
    }

    /// A gradient in circles around `center`, in the canvas's coordinates.
    public static func radialGradient(
        _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
        options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()
    ) -> GraphicsContextShading {
        GraphicsContextShading(paint: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
    }

    /// A full turn of the gradient around `center`, starting at `angle`.
    public static func conicGradient(
        _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
        options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()
    ) -> GraphicsContextShading {
        GraphicsContextShading(paint: .conic(gradient, center: center, angle: angle))
    }
}

extension GraphicsContext {
    /// How a canvas gradient extends beyond its ends (Apple: `GraphicsContext.GradientOptions`).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient beyond its ends.
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        /// Repeats it mirrored.
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        /// Interpolates in linear color.
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }
}
