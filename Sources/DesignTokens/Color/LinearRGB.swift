import Foundation

extension SRGBColor {
    /// The sRGB decoding transfer function (IEC 61966-2-1): an encoded channel to linear light,
    /// with the 0.04045 threshold WCAG 2.2 states for relative luminance.
    public static func linearize(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    /// The sRGB encoding transfer function (IEC 61966-2-1): linear light back to an encoded channel.
    public static func encode(_ linear: Double) -> Double {
        linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// The red, green and blue channels in linear light.
    public var linearComponents: (red: Double, green: Double, blue: Double) {
        (Self.linearize(red), Self.linearize(green), Self.linearize(blue))
    }

    /// A color from linear-light channels; values outside 0...1 are clamped after encoding.
    public init(linearRed: Double, linearGreen: Double, linearBlue: Double, alpha: Double = 1) {
        self.init(red: Self.encode(linearRed), green: Self.encode(linearGreen), blue: Self.encode(linearBlue), alpha: alpha)
    }
}
