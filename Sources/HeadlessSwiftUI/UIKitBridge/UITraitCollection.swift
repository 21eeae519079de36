/// The appearance a dynamic color resolves in (Apple: UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified: resolves as light.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// The traits a dynamic color is resolved for (Apple: UIKit's `UITraitCollection`), as much of it as
/// SwiftUI code reaches: the interface style and the accessibility contrast.
///
/// ```swift
/// let ink = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
/// let light = ink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
/// ```
public final class UITraitCollection: Sendable {
    /// The appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Whether Increase Contrast is on.
    public let accessibilityContrast: UIAccessibilityContrast

    /// Traits with only `userInterfaceStyle` set.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle, .unspecified)
    }

    /// Traits with only `accessibilityContrast` set.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(.unspecified, accessibilityContrast)
    }

    init(_ userInterfaceStyle: UIUserInterfaceStyle, _ accessibilityContrast: UIAccessibilityContrast) {
        self.userInterfaceStyle = userInterfaceStyle
        self.accessibilityContrast = accessibilityContrast
    }
}
