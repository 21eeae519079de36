/// A blur behind a bar (Apple: `UIBlurEffect`).
public final class UIBlurEffect: Sendable {
    /// The blur's material.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
    }

    /// A blur's material (Apple: `UIBlurEffect.Style`).
    public enum Style: Int, Sendable {
        /// Extra light.
        case extraLight
        /// Light.
        case light
        /// Dark.
        case dark
        /// Regular, following the appearance.
        case regular = 4
        /// Prominent, following the appearance.
        case prominent
        /// The ultra-thin material.
        case systemUltraThinMaterial
        /// The thin material.
        case systemThinMaterial
        /// The regular material.
        case systemMaterial
        /// The thick material.
        case systemThickMaterial
        /// The bars' material.
        case systemChromeMaterial
    }
}
