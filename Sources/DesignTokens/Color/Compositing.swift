extension SRGBColor {
    /// Porter-Duff source-over: this color laid over `background`, straight alpha in and out.
    ///
    /// Blending happens on gamma-encoded sRGB values, not in linear light, because that is what
    /// Core Animation and browsers do by default; contrast is measured on what they actually show.
    /// So white at 50% over black is 0.5 per channel (#808080), not the linear-light 0.735.
    public func composited(over background: SRGBColor) -> SRGBColor {
        let outAlpha = alpha + background.alpha * (1 - alpha)
        guard outAlpha > 0 else { return .clear }
        func blend(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * background.alpha * (1 - alpha)) / outAlpha
        }
        return SRGBColor(
            red: blend(red, background.red), green: blend(green, background.green),
            blue: blend(blue, background.blue), alpha: outAlpha)
    }

    /// Layers composited bottom first, `flatten([base, tint, glyph])`; `.clear` for no layers.
    public static func flatten(_ layers: [SRGBColor]) -> SRGBColor {
        layers.reduce(SRGBColor.clear) { $1.composited(over: $0) }
    }
}
