/// A tab bar style that adapts to each platform (Apple: `SidebarAdaptableTabViewStyle`, iOS 18).
///
/// Apple's documentation: "iPadOS displays a top tab bar that can adapt into a sidebar. iOS
/// displays a bottom tab bar." The layer draws iPhones, so this style draws the bottom tab bar
/// the automatic style draws.
///
/// ```swift
/// TabView {
///     Tab("Today", systemImage: "sun.max") { TodayScreen() }
///     Tab("Library", systemImage: "books.vertical") { LibraryScreen() }
/// }
/// .tabViewStyle(.sidebarAdaptable)
/// ```
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// The sidebar adaptable style.
    nonisolated public init() {}
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A bottom tab bar on iPhone, a sidebar where the platform has room for one.
    @MainActor @preconcurrency public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
