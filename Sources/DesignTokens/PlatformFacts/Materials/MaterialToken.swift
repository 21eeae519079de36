/// SwiftUI's five materials as numbers we can composite and render off-device.
///
/// Apple publishes no blur radius or tint for any material (platform-facts.md), only words:
/// ultraThin "mostly translucent", thin "more translucent than opaque", regular "somewhat
/// translucent", thick "more opaque than translucent", ultraThick "mostly opaque". We read those
/// words as tint opacities of 0.30, 0.45, 0.60, 0.72 and 0.85, tint the light scheme white and the
/// dark scheme iOS's dark system-gray (#1C1C1E), and grow the blur from 000's 12 pt (the pastel
/// glass card's ultraThin) in steps of 4 pt up to 28 pt. Saturation 1.8 follows the vibrancy boost
/// every imitation of Apple's material applies (Flutter's iOS popups, for one). Decision D6.
public enum MaterialToken: String, CaseIterable, Sendable, Codable {
    /// `.ultraThinMaterial`: mostly translucent.
    case ultraThin
    /// `.thinMaterial`: more translucent than opaque.
    case thin
    /// `.regularMaterial`: somewhat translucent.
    case regular
    /// `.thickMaterial`: more opaque than translucent.
    case thick
    /// `.ultraThickMaterial`: mostly opaque.
    case ultraThick

    /// The numbers for one appearance.
    public struct Recipe: Hashable, Sendable {
        /// Gaussian blur radius of the backdrop, in points.
        public let blurRadius: Double
        /// Color laid over the blurred backdrop, alpha included.
        public let tint: SRGBColor
        /// Saturation multiplier applied to the backdrop before tinting.
        public let saturation: Double
    }

    /// The tint opacity, from Apple's wording above.
    public var tintOpacity: Double {
        switch self {
        case .ultraThin: 0.30
        case .thin: 0.45
        case .regular: 0.60
        case .thick: 0.72
        case .ultraThick: 0.85
        }
    }

    /// The blur radius in points; ultraThin is 000's 12 pt.
    public var blurRadius: Double {
        switch self {
        case .ultraThin: 12
        case .thin: 16
        case .regular: 20
        case .thick: 24
        case .ultraThick: 28
        }
    }

    /// The recipe for one appearance.
    public func recipe(in appearance: Appearance) -> Recipe {
        let base: SRGBColor = appearance == .light ? .white : .token("#1C1C1E")
        return Recipe(blurRadius: blurRadius, tint: base.opacity(tintOpacity), saturation: 1.8)
    }

    /// The SwiftUI name (`.ultraThinMaterial`).
    public var swiftUIName: String { ".\(rawValue)Material" }
}
