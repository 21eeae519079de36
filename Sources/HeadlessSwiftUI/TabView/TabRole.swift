/// A tab's role (Apple: `TabRole`): `.search` marks the tab that searches the app. On an iPhone
/// under iOS 18 a search tab is drawn in the tab bar as any other tab, in its place; iOS 26's
/// separate search button is not drawn (D295).
///
/// ```swift
/// TabView {
///     Tab("Library", systemImage: "books.vertical") { LibraryScreen() }
///     Tab("Search", systemImage: "magnifyingglass", role: .search) { SearchScreen() }
/// }
/// ```
public struct TabRole: Hashable, Sendable {
    let name: String

    /// The tab that searches the app.
    public static var search: TabRole { TabRole(name: "search") }
}
