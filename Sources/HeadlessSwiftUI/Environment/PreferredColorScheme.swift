/// The color scheme a view asks its window to take (`preferredColorScheme(_:)`); the innermost
/// view that asks wins, and nil asks for nothing.
struct PreferredColorSchemeKey: PreferenceKey {
    static let defaultValue: ColorScheme? = nil

    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        value = nextValue() ?? value
    }
}

extension View {
    /// Asks the window showing this view to take `colorScheme` (light or dark), whatever the
    /// system's appearance; on iOS the whole presentation follows, not only this view (Apple:
    /// `preferredColorScheme(_:)`). The headless graph draws the whole picture in it.
    ///
    /// ```swift
    /// ContentView().preferredColorScheme(.dark)
    /// ```
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }
}
