/// What a view asks of the navigation bar above it: whether it shows, its background and the
/// color scheme of its items (Apple: `toolbar(_:for:)`, `toolbarBackground(_:for:)`,
/// `toolbarColorScheme(_:for:)`).
struct NavigationBarAppearance {
    var visibility: Visibility = .automatic
    var background: AnyShapeStyle?
    var backgroundVisibility: Visibility = .automatic
    var colorScheme: ColorScheme?
}

/// The innermost view's wishes for its navigation bar, field by field.
struct NavigationBarAppearanceKey: PreferenceKey {
    static var defaultValue: NavigationBarAppearance { NavigationBarAppearance() }

    static func reduce(value: inout NavigationBarAppearance, nextValue: () -> NavigationBarAppearance) {
        let next = nextValue()
        if next.visibility != .automatic { value.visibility = next.visibility }
        if let background = next.background { value.background = background }
        if next.backgroundVisibility != .automatic { value.backgroundVisibility = next.backgroundVisibility }
        if let scheme = next.colorScheme { value.colorScheme = scheme }
    }
}

extension View {
    /// Shows or hides the bars named (Apple: `toolbar(_:for:)`). The navigation bar hides with its
    /// title and items; a hidden tab bar leaves the selected tab the whole height, down to the
    /// home indicator.
    ///
    /// ```swift
    /// PlayerView().toolbar(.hidden, for: .navigationBar, .tabBar)
    /// ```
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, for: bars)
    }

    /// Shows or hides the bars named (Apple: `toolbarVisibility(_:for:)`, iOS 18's name for
    /// `toolbar(_:for:)`).
    ///
    /// ```swift
    /// PlayerView().toolbarVisibility(.hidden, for: .tabBar)
    /// ```
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, for: bars)
    }

    /// Whether the bars named draw their background (Apple: `toolbarBackgroundVisibility(_:for:)`,
    /// iOS 18's name for `toolbarBackground(_:for:)` with a `Visibility`).
    ///
    /// ```swift
    /// List { ... }.toolbarBackgroundVisibility(.visible, for: .navigationBar)
    /// ```
    nonisolated public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barBackgroundVisibility(visibility, for: bars)
    }

    nonisolated private func barVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some View {
        var appearance = NavigationBarAppearance()
        if bars.contains(where: \.isNavigationBar) { appearance.visibility = visibility }
        let tabBar = bars.contains(where: \.isTabBar) ? visibility : Visibility.automatic
        return preference(key: NavigationBarAppearanceKey.self, value: appearance).preference(key: TabBarVisibilityKey.self, value: tabBar)
    }

    /// The background of the bars named, drawn when `toolbarBackground(.visible, for:)` asks for
    /// it (Apple: `toolbarBackground(_:for:)`); iOS otherwise shows it once content scrolls under
    /// the bar, which a still picture does not.
    ///
    /// ```swift
    /// List { ... }
    ///     .toolbarBackground(Color.indigo, for: .navigationBar)
    ///     .toolbarBackground(.visible, for: .navigationBar)
    /// ```
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        var appearance = NavigationBarAppearance()
        if bars.contains(where: \.isNavigationBar) { appearance.background = AnyShapeStyle(style) }
        return preference(key: NavigationBarAppearanceKey.self, value: appearance)
    }

    /// Whether the bars named draw their background (Apple: `toolbarBackground(_:for:)` with a
    /// `Visibility`).
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barBackgroundVisibility(visibility, for: bars)
    }

    nonisolated private func barBackgroundVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some View {
        var appearance = NavigationBarAppearance()
        if bars.contains(where: \.isNavigationBar) { appearance.backgroundVisibility = visibility }
        return preference(key: NavigationBarAppearanceKey.self, value: appearance)
    }

    /// The color scheme of the bars' titles and items (Apple: `toolbarColorScheme(_:for:)`).
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        var appearance = NavigationBarAppearance()
        if bars.contains(where: \.isNavigationBar) { appearance.colorScheme = colorScheme }
        return preference(key: NavigationBarAppearanceKey.self, value: appearance)
    }
}

/// The innermost view's wish for the tab bar above it: the innermost visibility that is not
/// automatic wins.
struct TabBarVisibilityKey: PreferenceKey {
    static var defaultValue: Visibility { .automatic }

    static func reduce(value: inout Visibility, nextValue: () -> Visibility) {
        let next = nextValue()
        if next != .automatic { value = next }
    }
}
