/// Where two colors are mixed.
public enum ColorInterpolationSpace: String, CaseIterable, Sendable {
    /// Gamma-encoded sRGB: what an opacity cross-fade and SwiftUI's default gradients do.
    case sRGB
    /// Linear light: physically correct mixing of light.
    case linearSRGB
    /// OKLab: perceptually even steps.
    case okLab

    func components(of color: SRGBColor) -> (Double, Double, Double) {
        switch self {
        case .sRGB:
            return (color.red, color.green, color.blue)
        case .linearSRGB:
            return color.linearComponents
        case .okLab:
            let lab = color.okLab
            return (lab.l, lab.a, lab.b)
        }
    }

    func color(_ c: (Double, Double, Double), alpha: Double) -> SRGBColor {
        switch self {
        case .sRGB: SRGBColor(red: c.0, green: c.1, blue: c.2, alpha: alpha)
        case .linearSRGB: SRGBColor(linearRed: c.0, linearGreen: c.1, linearBlue: c.2, alpha: alpha)
        case .okLab: SRGBColor(okLab: OKLab(l: c.0, a: c.1, b: c.2), alpha: alpha)
        }
    }
}

extension SRGBColor {
    /// The color `fraction` of the way from this one to `other` (clamped to 0...1; NaN is 0);
    /// the ends come back exactly.
    ///
    /// Alpha is interpolated linearly, and the channels premultiplied by it, as CSS Color 4 §12.3
    /// specifies: red fading to `.clear` stays red and only grows transparent. For opaque colors
    /// this is the plain mix.
    public func interpolated(to other: SRGBColor, fraction: Double, in space: ColorInterpolationSpace = .sRGB) -> SRGBColor {
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if t == 0 { return self }
        if t == 1 { return other }
        let alpha = self.alpha + (other.alpha - self.alpha) * t
        let (from, to) = (space.components(of: self), space.components(of: other))
        func mix(_ a: Double, _ b: Double) -> Double {
            guard alpha > 0 else { return a + (b - a) * t }
            return (a * self.alpha + (b * other.alpha - a * self.alpha) * t) / alpha
        }
        return space.color((mix(from.0, to.0), mix(from.1, to.1), mix(from.2, to.2)), alpha: alpha)
    }
}
