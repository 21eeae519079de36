import Foundation

/// A color in Björn Ottosson's OKLab space (2020): perceptual lightness `l` (0 black, 1 white) and
/// the opponent axes `a` (green–red) and `b` (blue–yellow).
public struct OKLab: Hashable, Sendable, Codable {
    /// Perceptual lightness: 0 black, 1 white.
    public var l: Double
    /// The green (negative) to red (positive) axis.
    public var a: Double
    /// The blue (negative) to yellow (positive) axis.
    public var b: Double

    /// A color from its OKLab coordinates.
    ///
    /// - Parameters:
    ///   - l: Lightness, 0…1.
    ///   - a: The green–red axis.
    ///   - b: The blue–yellow axis.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// A color from its OKLCH form: lightness, chroma and hue in degrees.
    public init(lightness: Double, chroma: Double, hueDegrees: Double) {
        let radians = hueDegrees * .pi / 180
        self.init(l: lightness, a: chroma * cos(radians), b: chroma * sin(radians))
    }

    /// OKLCH chroma: the distance from the neutral axis.
    public var chroma: Double { (a * a + b * b).squareRoot() }

    /// OKLCH hue in degrees, 0..<360 (0 for neutral colors).
    public var hueDegrees: Double {
        let degrees = atan2(b, a) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    /// ΔE_OK, the Euclidean distance in OKLab (CSS Color 4 `deltaEOK`): how far apart two colors look.
    public func distance(to other: OKLab) -> Double {
        let (dl, da, db) = (l - other.l, a - other.a, b - other.b)
        return (dl * dl + da * da + db * db).squareRoot()
    }
}

extension SRGBColor {
    /// This color in OKLab, through Ottosson's published matrices (alpha is dropped).
    public var okLab: OKLab {
        let (r, g, b) = linearComponents
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return OKLab(
            l: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// A color from OKLab; channels outside the sRGB gamut are clamped one by one.
    public init(okLab lab: OKLab, alpha: Double = 1) {
        let l = lab.l + 0.3963377774 * lab.a + 0.2158037573 * lab.b
        let m = lab.l - 0.1055613458 * lab.a - 0.0638541728 * lab.b
        let s = lab.l - 0.0894841775 * lab.a - 1.2914855480 * lab.b
        let (l3, m3, s3) = (l * l * l, m * m * m, s * s * s)
        self.init(
            linearRed: 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
            linearGreen: -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
            linearBlue: -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3,
            alpha: alpha)
    }
}
