/// Where two colors are mixed.
public enum ColorInterpolationSpace: String, CaseIterable, Sendable {
    /// Gamma-encoded sRGB: what an opacity cross-fade and SwiftUI's default gradients do.
    case sRGB
    /// Linear light: physically correct mixing of light.
    case linearSRGB
    /// OKLab: perceptually even steps.
    case okLab
}

extension SRGBColor {
    /// The color `fraction` of the way from this one to `other` (clamped to 0...1; NaN is 0).
    /// Alpha is interpolated linearly in every space.
    public func interpolated(to other: SRGBColor, fraction: Double, in space: ColorInterpolationSpace = .sRGB) -> SRGBColor {
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if t == 0 { return self }
        if t == 1 { return other }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let alpha = mix(self.alpha, other.alpha)
        switch space {
        case .sRGB:
            return SRGBColor(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue), alpha: alpha)
        case .linearSRGB:
            let (a, b) = (linearComponents, other.linearComponents)
            return SRGBColor(linearRed: mix(a.red, b.red), linearGreen: mix(a.green, b.green),
                             linearBlue: mix(a.blue, b.blue), alpha: alpha)
        case .okLab:
            let (a, b) = (okLab, other.okLab)
            return SRGBColor(okLab: OKLab(l: mix(a.l, b.l), a: mix(a.a, b.a), b: mix(a.b, b.b)), alpha: alpha)
        }
    }
}
