import DesignTokens

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// The environment key holding the theme a view tree set; nil where none was set.
struct ThemeKey: EnvironmentKey {
    static let defaultValue: Theme? = nil
}

extension EnvironmentValues {
    /// The AirFit UI theme set above this view with `.theme(_:)`, or nil. The shared core of every
    /// component reads it: the card a `GlassCard`, `ModernCard` or `StatCard` lays its content on,
    /// the colors of text on it, how presses scale, move and tap back. Where it is nil, each
    /// component uses its own dialect's theme (a `GlassCard` pastel, a `ModernCard` athletic).
    public var airfitTheme: Theme? {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

extension View {
    /// Sets the AirFit UI theme for this view and everything inside it: every card, text role and
    /// press inside takes the theme's look, whatever dialect the component comes from.
    ///
    /// ```swift
    /// TrainingSummary()          // ModernCards, StatCards, ...
    ///     .theme(.pastel)        // now on pastel glass cards with label-colored text
    /// ```
    ///
    /// - Parameter theme: `.pastel`, `.athletic` or `.liquid` (or `Theme.of(dialect)`).
    nonisolated public func theme(_ theme: Theme) -> some View {
        environment(\.airfitTheme, theme)
    }
}
