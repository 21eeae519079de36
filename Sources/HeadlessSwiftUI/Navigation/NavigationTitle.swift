/// The title the innermost view asks its navigation bar to show.
struct NavigationTitleKey: PreferenceKey {
    static let defaultValue: Text? = nil

    static func reduce(value: inout Text?, nextValue: () -> Text?) {
        value = nextValue() ?? value
    }
}

/// How the innermost view asks its navigation bar to show the title.
struct NavigationTitleDisplayModeKey: PreferenceKey {
    static let defaultValue = NavigationBarItem.TitleDisplayMode.automatic

    static func reduce(value: inout NavigationBarItem.TitleDisplayMode, nextValue: () -> NavigationBarItem.TitleDisplayMode) {
        value = nextValue()
    }
}

extension View {
    /// The title of this view in the navigation bar of the `NavigationStack` showing it (Apple:
    /// `navigationTitle(_:)`): large below the bar at the root, unless
    /// `navigationBarTitleDisplayMode(.inline)` puts it in the bar.
    ///
    /// ```swift
    /// List { ... }.navigationTitle("Workouts")
    /// ```
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        preference(key: NavigationTitleKey.self, value: title)
    }

    /// The navigation title, looked up as a localized key.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The navigation title, shown verbatim.
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }
}
