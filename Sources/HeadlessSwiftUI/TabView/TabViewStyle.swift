/// The look of a tab view (Apple: `TabViewStyle`): a tab bar, or pages with an index.
public protocol TabViewStyle {}

/// The platform's default: a tab bar on iPhone (Apple: `DefaultTabViewStyle`).
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    nonisolated public init() {}
}

/// Pages the user swipes between, with dots for the page index (Apple: `PageTabViewStyle`).
public struct PageTabViewStyle: TabViewStyle {
    /// When the page index shows (Apple: `PageTabViewStyle.IndexDisplayMode`).
    public struct IndexDisplayMode: Hashable, Sendable {
        let shows: Bool
        /// The system's choice: shown when there is more than one page.
        public static let automatic = IndexDisplayMode(shows: true)
        /// Always shown.
        public static let always = IndexDisplayMode(shows: true)
        /// Never shown.
        public static let never = IndexDisplayMode(shows: false)
    }

    let indexDisplayMode: IndexDisplayMode

    /// Pages with the index shown as `indexDisplayMode` says.
    nonisolated public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// A tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Swipeable pages with an index.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Swipeable pages, the index shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a tab view below is drawn: nil for a tab bar, else whether its page index shows.
private struct TabViewPagedKey: EnvironmentKey {
    static let defaultValue: Bool? = nil
}

extension EnvironmentValues {
    /// Nil for a tab bar; for pages, whether the index dots show.
    var _tabViewPaged: Bool? {
        get { self[TabViewPagedKey.self] }
        set { self[TabViewPagedKey.self] = newValue }
    }
}

extension View {
    /// Styles the tab views inside this view.
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let paged = (style as? PageTabViewStyle).map(\.indexDisplayMode.shows)
        return environment(\._tabViewPaged, paged)
    }
}
