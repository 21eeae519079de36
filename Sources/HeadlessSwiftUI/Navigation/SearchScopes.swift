/// When a search field's scope bar shows (Apple: `SearchScopeActivation`, iOS 16.4).
public struct SearchScopeActivation: Sendable {
    let kind: Int

    /// The platform's choice: on iPhone, while the search is active.
    public static var automatic: SearchScopeActivation { SearchScopeActivation(kind: 0) }
    /// Once text is typed into the field.
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(kind: 1) }
    /// As soon as the search is presented.
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(kind: 2) }
}

extension View {
    /// The scopes a search can be narrowed to, bound to `scope` (Apple: `searchScopes(_:scopes:)`,
    /// iOS 16). On iPhone the scope bar shows under the field only while the search is active; a
    /// headless search field is at rest, so nothing more is drawn (docs/swiftui-subset.md).
    ///
    /// ```swift
    /// .searchable(text: $query)
    /// .searchScopes($scope) { Text("All").tag(Scope.all); Text("Favourites").tag(Scope.favourites) }
    /// ```
    nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        self
    }

    /// The scopes a search can be narrowed to, shown as `activation` says (Apple:
    /// `searchScopes(_:activation:_:)`, iOS 16.4). Drawn as the form without an activation.
    nonisolated public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View { self }

    /// A menu of title actions behind the navigation title (Apple: `toolbarTitleMenu(content:)`,
    /// iOS 16): iOS draws a small chevron after the title. Accepted here; the title is drawn
    /// without the chevron (docs/swiftui-subset.md).
    nonisolated public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
}
