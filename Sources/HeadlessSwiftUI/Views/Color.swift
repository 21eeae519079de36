/// A color in sRGB with straight alpha (Apple: `Color`).
public struct Color: Hashable, Sendable, ShapeStyle {
    /// The color spaces a color can be given in.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The color space a color's components are in: gamma-encoded sRGB, linear sRGB, or Display P3.
        case sRGB, sRGBLinear, displayP3
    }

    package let red: Double
    package let green: Double
    package let blue: Double
    package let opacity: Double
    /// The label level of `.primary` (0) and `.secondary` (1), which adapt to the color scheme;
    /// nil for a fixed color, so black is never mistaken for `.primary`.
    package let labelLevel: Int?

    /// A color from its red, green and blue components and opacity, each from 0 to 1.
    nonisolated public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        labelLevel = nil
    }

    nonisolated init(red: Double, green: Double, blue: Double, opacity: Double, labelLevel: Int?) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.labelLevel = labelLevel
    }

    /// A gray of `white` from 0 (black) to 1 (white).
    nonisolated public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// The same color with its opacity multiplied.
    nonisolated public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity, labelLevel: labelLevel)
    }

    /// Transparent.
    public static let clear = Color(white: 0, opacity: 0)
    /// Black.
    public static let black = Color(white: 0)
    /// White.
    public static let white = Color(white: 1)
    /// The system gray (#8E8E93).
    public static let gray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    /// The system red (#FF3B30, iOS 13–18's value).
    public static let red = Color(red: 1, green: 59 / 255, blue: 48 / 255)
    /// The system green (#34C759, iOS 13–18's value).
    public static let green = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    /// The system blue (#007AFF, iOS 13–18's value).
    public static let blue = Color(red: 0, green: 122 / 255, blue: 1)
    /// The system purple (#AF52DE, iOS 13–18's value).
    public static let purple = Color(red: 175 / 255, green: 82 / 255, blue: 222 / 255)
    /// The label color: black in light appearance, white in dark.
    public static let primary = Color(red: 0, green: 0, blue: 0, opacity: 1, labelLevel: 0)
    /// The secondary label color: #3C3C43 at 60% in light appearance, #EBEBF5 at 60% in dark.
    public static let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6, labelLevel: 1)
}

extension Color: View {
    public var body: Never { bodyError() }
}

extension Color: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        [context.node(.color(self))]
    }
}
