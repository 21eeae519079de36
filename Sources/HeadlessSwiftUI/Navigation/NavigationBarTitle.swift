/// The navigation title in its first spelling (Apple: `navigationBarTitle(_:)` and
/// `navigationBarTitle(_:displayMode:)`, deprecated for `navigationTitle(_:)` and
/// `navigationBarTitleDisplayMode(_:)`): each does what its successors do.
extension View {
    /// The navigation title (Apple: `navigationBarTitle(_:)`).
    ///
    /// ```swift
    /// List { ... }.navigationBarTitle(Text("Workouts"))
    /// ```
    nonisolated public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// The navigation title, looked up as a localized key.
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The navigation title, shown verbatim.
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// The navigation title shown as `displayMode` says (Apple: `navigationBarTitle(_:displayMode:)`).
    ///
    /// ```swift
    /// Form { ... }.navigationBarTitle("Settings", displayMode: .inline)
    /// ```
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The navigation title, looked up as a localized key, shown as `displayMode` says.
    nonisolated public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    /// The navigation title, shown verbatim as `displayMode` says.
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }
}
