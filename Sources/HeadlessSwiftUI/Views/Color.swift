import PlatformFacts

/// A color in sRGB with straight alpha (Apple: `Color`). The system colors (`.red`, `.blue`, ...)
/// adapt to the appearance, as UIKit's system colors do.
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
    /// A system color's values in each appearance; nil for a fixed color.
    package let adaptive: AdaptiveColor?
    /// An asset catalog color's values under Increase Contrast, when its color set has them; boxed,
    /// so that a color (and every text and view holding one) stays small.
    private let increasedContrastValues: IncreasedContrast?
    package var increasedContrast: AdaptiveColor? { increasedContrastValues?.values }

    /// A color set's High Contrast values, compared and hashed by value.
    private final class IncreasedContrast: Hashable, Sendable {
        let values: AdaptiveColor
        init(_ values: AdaptiveColor) { self.values = values }
        static func == (a: IncreasedContrast, b: IncreasedContrast) -> Bool { a.values == b.values }
        func hash(into hasher: inout Hasher) { hasher.combine(values) }
    }

    /// A color from its red, green and blue components and opacity, each from 0 to 1.
    nonisolated public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        labelLevel = nil
        adaptive = nil
        increasedContrastValues = nil
    }

    nonisolated init(
        red: Double, green: Double, blue: Double, opacity: Double, labelLevel: Int?, adaptive: AdaptiveColor? = nil,
        increasedContrast: AdaptiveColor? = nil
    ) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.labelLevel = labelLevel
        self.adaptive = adaptive
        increasedContrastValues = increasedContrast.map(IncreasedContrast.init)
    }

    /// A system or asset catalog color: its light values, and both appearances' for drawing, with
    /// the color set's Increase Contrast values when it has them.
    nonisolated package init(adaptive: AdaptiveColor, increasedContrast: AdaptiveColor? = nil) {
        let light = adaptive.light
        self.init(
            red: light.red, green: light.green, blue: light.blue, opacity: light.alpha, labelLevel: nil, adaptive: adaptive,
            increasedContrast: increasedContrast)
    }

    /// The components drawn in the light or dark appearance on an iOS release, at standard or
    /// increased contrast: a system color's value there, an asset catalog color's High Contrast
    /// value under Increase Contrast, at any opacity applied to it; any other color as it is.
    package func components(
        dark: Bool, os: IOSVersion, contrast: ColorSchemeContrast = .standard
    ) -> (red: Double, green: Double, blue: Double, opacity: Double) {
        if let labelLevel {
            // `.primary` and `.secondary` are the appearance's label color, at the opacity applied.
            let label = labelLevel == 0 ? SystemColors.label : SystemColors.secondaryLabel
            let value = dark ? label.dark : label.light
            return (value.red, value.green, value.blue, value.alpha * opacity / label.light.alpha)
        }
        guard let standard = adaptive else { return (red, green, blue, opacity) }
        let adaptive = contrast == .increased ? increasedContrast ?? standard : standard
        let value = adaptive.resolved(in: dark ? .dark : .light, on: os)
        let applied = standard.light.alpha > 0 ? opacity / standard.light.alpha : opacity
        return (value.red, value.green, value.blue, value.alpha * applied)
    }

    /// A gray of `white` from 0 (black) to 1 (white).
    nonisolated public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// The same color with its opacity multiplied.
    nonisolated public func opacity(_ opacity: Double) -> Color {
        Color(
            red: red, green: green, blue: blue, opacity: self.opacity * opacity, labelLevel: labelLevel, adaptive: adaptive,
            increasedContrast: increasedContrast)
    }

    /// Transparent.
    public static let clear = Color(white: 0, opacity: 0)
    /// Black.
    public static let black = Color(white: 0)
    /// White.
    public static let white = Color(white: 1)
    /// The system gray (#8E8E93).
    public static let gray = Color(adaptive: SystemPalette.gray)
    /// The system red (#FF3B30; #FF453A in dark).
    public static let red = Color(adaptive: SystemPalette.red)
    /// The system orange (#FF9500; #FF9F0A in dark).
    public static let orange = Color(adaptive: SystemPalette.orange)
    /// The system yellow (#FFCC00; #FFD60A in dark).
    public static let yellow = Color(adaptive: SystemPalette.yellow)
    /// The system green (#34C759; #30D158 in dark).
    public static let green = Color(adaptive: SystemPalette.green)
    /// The system mint (#00C7BE; #63E6E2 in dark).
    public static let mint = Color(adaptive: SystemPalette.mint)
    /// The system teal (#30B0C7; #40CBE0 in dark).
    public static let teal = Color(adaptive: SystemPalette.teal)
    /// The system cyan (#32ADE6; #64D2FF in dark).
    public static let cyan = Color(adaptive: SystemPalette.cyan)
    /// The system blue (#007AFF; #0A84FF in dark), the default accent color.
    public static let blue = Color(adaptive: SystemPalette.blue)
    /// The system indigo (#5856D6; #5E5CE6 in dark).
    public static let indigo = Color(adaptive: SystemPalette.indigo)
    /// The system purple (#AF52DE; #BF5AF2 in dark).
    public static let purple = Color(adaptive: SystemPalette.purple)
    /// The system pink (#FF2D55; #FF375F in dark).
    public static let pink = Color(adaptive: SystemPalette.pink)
    /// The system brown (#A2845E; #AC8E68 in dark).
    public static let brown = Color(adaptive: SystemPalette.brown)
    /// The app's accent color (Apple: "You can set it at the application level by specifying an
    /// accent color in your app's asset catalog"): the `AccentColor` color set Xcode's app template
    /// names the global accent, found where `Color("AccentColor")` finds it (D307), else the
    /// system blue.
    ///
    /// ```swift
    /// Text("Learn more").foregroundStyle(Color.accentColor)
    /// ```
    public static var accentColor: Color { AppAccentColor.color }
    /// The label color: black in light appearance, white in dark.
    public static let primary = Color(label: SystemColors.label, level: 0)
    /// The secondary label color: #3C3C43 at 60% in light appearance, #EBEBF5 at 60% in dark.
    public static let secondary = Color(label: SystemColors.secondaryLabel, level: 1)

    /// A label color: its light value, drawn as the label color of the appearance it is in.
    nonisolated private init(label: AdaptiveColor, level: Int) {
        let light = label.light
        self.init(red: light.red, green: light.green, blue: light.blue, opacity: light.alpha, labelLevel: level)
    }
}

extension Color: View {
    public var body: Never { bodyError() }
}

extension Color: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        [context.node(.color(self))]
    }
}
