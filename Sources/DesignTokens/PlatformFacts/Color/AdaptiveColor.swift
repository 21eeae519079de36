/// A color with a value for each appearance, like an asset-catalog color set with a dark variant.
public struct AdaptiveColor: Hashable, Sendable, Codable {
    /// The value in the light appearance.
    public var light: SRGBColor
    /// The value in the dark appearance.
    public var dark: SRGBColor

    /// A color with a value per appearance.
    ///
    /// ```swift
    /// let surface = AdaptiveColor(light: .token("#FFFFFF"), dark: .token("#161618"))
    /// ```
    ///
    /// - Parameters:
    ///   - light: The light appearance's color.
    ///   - dark: The dark appearance's color.
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
