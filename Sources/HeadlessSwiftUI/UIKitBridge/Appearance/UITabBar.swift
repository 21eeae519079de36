import Foundation

/// The tab bar (Apple: `UITabBar`): `TabView`'s bar on iOS, styled by apps through its appearance
/// proxy (D270).
///
/// ```swift
/// UITabBar.appearance().unselectedItemTintColor = .systemGray
/// ```
@MainActor
open class UITabBar: UIView {
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// The unselected items' tint.
    open var unselectedItemTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's background image.
    open var backgroundImage: UIImage?
    /// The hairline's image.
    open var shadowImage: UIImage?
    /// The bar's appearance at rest.
    open var standardAppearance = UITabBarAppearance()
    /// The bar's appearance while content is scrolled to its edge.
    open var scrollEdgeAppearance: UITabBarAppearance?
}

/// How a tab bar looks (Apple: `UITabBarAppearance`).
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// Items with the title below the icon (iPhone portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// Items with the title beside the icon.
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// Compact items with the title beside the icon (iPhone landscape).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// The selection indicator's tint.
    open var selectionIndicatorTintColor: UIColor?
}

/// How a tab bar's items look (Apple: `UITabBarItemAppearance`).
@MainActor
open class UITabBarItemAppearance {
    /// Unselected.
    open var normal = UITabBarItemStateAppearance()
    /// Selected.
    open var selected = UITabBarItemStateAppearance()
    /// Disabled.
    open var disabled = UITabBarItemStateAppearance()
    /// Focused.
    open var focused = UITabBarItemStateAppearance()

    /// The stacked style's appearance.
    public init() {}
}

/// How a tab bar item looks in one state (Apple: `UITabBarItemStateAppearance`).
@MainActor
open class UITabBarItemStateAppearance {
    /// The icon's color.
    open var iconColor: UIColor?
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The badge's fill.
    open var badgeBackgroundColor: UIColor?

    init() {}
}
