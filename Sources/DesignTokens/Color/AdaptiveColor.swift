/// A color with a value for each appearance, like an asset-catalog color set with a dark variant.
public struct AdaptiveColor: Hashable, Sendable, Codable {
    public var light: SRGBColor
    public var dark: SRGBColor

    public init(light: SRGBColor, dark: SRGBColor) {
        self.light = light
        self.dark = dark
    }

    /// The same color in both appearances.
    public init(_ color: SRGBColor) {
        self.init(light: color, dark: color)
    }

    /// The value for one appearance.
    public func resolved(in appearance: Appearance) -> SRGBColor {
        appearance == .light ? light : dark
    }

    /// Both values with their alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> AdaptiveColor {
        AdaptiveColor(light: light.opacity(opacity), dark: dark.opacity(opacity))
    }
}
