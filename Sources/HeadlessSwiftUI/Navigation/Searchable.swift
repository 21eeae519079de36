/// Where a search field goes (Apple: `SearchFieldPlacement`). On iPhone every placement puts it in
/// the navigation bar, under a large title.
public struct SearchFieldPlacement: Sendable {
    let kind: Int

    /// The platform's choice: the navigation bar's drawer on iOS.
    public static let automatic = SearchFieldPlacement(kind: 0)
    /// In the navigation bar's drawer, under the title.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: 1)
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(kind: 2)
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(kind: 3)

    /// When the drawer's field shows (Apple: `SearchFieldPlacement.NavigationBarDrawerDisplayMode`).
    public struct NavigationBarDrawerDisplayMode: Sendable {
        let always: Bool
        /// Shown until the content scrolls.
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(always: true)
    }

    /// In the navigation bar's drawer, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: 1)
    }
}

/// A search field a view asks its navigation bar to show: the text it edits and its prompt.
struct SearchField {
    let text: Binding<String>
    let prompt: Text?
}

/// The innermost view's search field.
struct SearchFieldKey: PreferenceKey {
    static var defaultValue: SearchField? { nil }

    static func reduce(value: inout SearchField?, nextValue: () -> SearchField?) {
        value = nextValue() ?? value
    }
}

/// UIKit's `UISearchBar` in a navigation bar, in points: a 36 pt field with 10 pt continuous
/// corners on the tertiary fill, 8 pt above and below it, at the layout margins; the magnifying
/// glass and the prompt in the secondary label color, in the body font. Not yet measured against
/// an iOS reference: docs/fidelity.md.
enum SearchBarMetrics {
    static let fieldHeight: CGFloat = 36
    static let cornerRadius: CGFloat = 10
    static let verticalPadding: CGFloat = 8
    static let innerPadding: CGFloat = 8
    static let iconSpacing: CGFloat = 6
}

/// The search field drawn under the navigation bar's title.
@MainActor
struct SearchBar: View {
    let field: SearchField

    var body: some View {
        let text = field.text.wrappedValue
        HStack(spacing: SearchBarMetrics.iconSpacing) {
            Image(systemName: "magnifyingglass").foregroundStyle(Color(uiColor: .secondaryLabel))
            if text.isEmpty {
                (field.prompt ?? SystemWord.search.text).foregroundStyle(Color(uiColor: .secondaryLabel))
            } else {
                Text(verbatim: text).foregroundStyle(Color(uiColor: .label))
            }
            Spacer(minLength: 0)
            if !text.isEmpty { Image(systemName: "xmark.circle.fill").foregroundStyle(Color(uiColor: .secondaryLabel)) }
        }
        .lineLimit(1)
        .padding(.horizontal, SearchBarMetrics.innerPadding)
        .frame(height: SearchBarMetrics.fieldHeight)
        .background(
            Color(uiColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: SearchBarMetrics.cornerRadius, style: .continuous)
        )
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(text.isEmpty ? (field.prompt ?? SystemWord.search.text) : Text(verbatim: text))
        .accessibilityAddTraits(.isSearchField)
        .padding(.vertical, SearchBarMetrics.verticalPadding)
        .modifier(LayoutMarginInset())
    }
}

extension View {
    /// A search field for `text` in the navigation bar, under the title (Apple:
    /// `searchable(text:placement:prompt:)`), showing `prompt` (or "Search") while empty.
    ///
    /// ```swift
    /// List(filtered) { WorkoutRow($0) }
    ///     .navigationTitle("Workouts")
    ///     .searchable(text: $query, prompt: "Search workouts")
    /// ```
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
        -> some View
    {
        preference(key: SearchFieldKey.self, value: SearchField(text: text, prompt: prompt))
    }

    /// A search field whose prompt is a localized key.
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field whose prompt is shown verbatim.
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field whose presentation is bound to `isPresented` (Apple:
    /// `searchable(text:isPresented:placement:prompt:)`); drawn unfocused here.
    nonisolated public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }
}

/// Ends the search of the searchable view around (Apple: `DismissSearchAction`), read from
/// `@Environment(\.dismissSearch)`. Headless, no search is under way, so it does nothing.
@MainActor @preconcurrency
public struct DismissSearchAction {
    /// Ends the search.
    public func callAsFunction() {}
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { MainActor.assumeIsolated { DismissSearchAction() } }
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the user is searching in the searchable view around: false headless, where no
    /// search field has focus.
    public var isSearching: Bool {
        self[IsSearchingKey.self]
    }

    /// The action that ends the search of the searchable view around.
    public var dismissSearch: DismissSearchAction {
        self[DismissSearchKey.self]
    }
}
