extension Gradient {
    /// The space a gradient's colors are interpolated in (Apple: `Gradient.ColorSpace`, iOS 18).
    /// The layer interpolates in the device's sRGB space for both (docs/fidelity.md).
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool

        /// The device's color space: straight sRGB components.
        public static let device = ColorSpace(isPerceptual: false)
        /// A perceptually uniform space.
        public static let perceptual = ColorSpace(isPerceptual: true)
    }
}
