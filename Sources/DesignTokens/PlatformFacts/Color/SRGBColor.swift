/// A color in the sRGB space, each channel (and alpha) in 0...1, straight (not premultiplied) alpha.
public struct SRGBColor: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1 (straight, not premultiplied).
    public var alpha: Double

    /// Creates a color; channels are clamped to 0...1 and NaN channels become 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clampUnit(red)
        self.green = Self.clampUnit(green)
        self.blue = Self.clampUnit(blue)
        self.alpha = Self.clampUnit(alpha)
    }

    /// White and black, the two ends every contrast check is measured against.
    public static let white = SRGBColor(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = SRGBColor(red: 0, green: 0, blue: 0)
    /// Fully transparent black.
    public static let clear = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same color with its alpha multiplied by `opacity`, as SwiftUI's `Color.opacity(_:)` does.
    public func opacity(_ opacity: Double) -> SRGBColor {
        SRGBColor(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// The same color, fully opaque.
    public var opaque: SRGBColor { SRGBColor(red: red, green: green, blue: blue, alpha: 1) }

    public var description: String { hex }

    package static func clampUnit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
