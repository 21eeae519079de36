/// A bar that toolbar modifiers address (Apple: `ToolbarPlacement`).
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable {
        case automatic, navigationBar, tabBar, bottomBar
    }

    let bar: Bar

    /// The bar the context implies: the navigation bar in a navigation stack.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)

    /// Whether this placement names the navigation bar.
    var isNavigationBar: Bool { bar == .navigationBar || bar == .automatic }
    /// Whether this names the tab bar.
    var isTabBar: Bool { bar == .tabBar }
}
