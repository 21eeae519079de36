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
/// SwiftUI code reaches: the interface style.
///
/// ```swift
/// let ink = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
/// ```
public final class UITraitCollection: Sendable {
    /// The appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Traits with only `userInterfaceStyle` set.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }
}
