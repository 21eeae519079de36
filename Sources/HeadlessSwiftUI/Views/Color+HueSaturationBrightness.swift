import Foundation

extension Color {
    /// A constant color from its hue, saturation and brightness, each from 0 to 1, and its opacity
    /// (Apple: `init(hue:saturation:brightness:opacity:)`): the HSB (hexcone) form of sRGB, a hue
    /// of 0 and of 1 red, 1/3 green, 2/3 blue.
    ///
    /// ```swift
    /// ForEach(0..<5) { index in
    ///     Circle().fill(Color(hue: Double(index) / 5, saturation: 0.6, brightness: 0.9))
    /// }
    /// ```
    nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let rgb = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, opacity: opacity)
    }

    /// The sRGB components of a hue, saturation and brightness (Alvy Ray Smith's hexcone, 1978):
    /// the hue picks one of six sectors of the color wheel and blends its two primaries.
    nonisolated static func rgb(hue: Double, saturation: Double, brightness: Double) -> (red: Double, green: Double, blue: Double) {
        let scaled = (hue - hue.rounded(.down)) * 6
        let sector = Int(scaled.rounded(.down)) % 6
        let fraction = scaled - scaled.rounded(.down)
        let value = brightness
        let low = value * (1 - saturation)
        let falling = value * (1 - saturation * fraction)
        let rising = value * (1 - saturation * (1 - fraction))
        switch sector {
        case 0: return (value, rising, low)
        case 1: return (falling, value, low)
        case 2: return (low, value, rising)
        case 3: return (low, falling, value)
        case 4: return (rising, low, value)
        default: return (value, low, falling)
        }
    }
}
