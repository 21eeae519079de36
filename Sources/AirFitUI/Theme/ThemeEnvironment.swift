import DesignTokens
import SwiftUI

/// The environment key holding the theme a view tree set; nil where none was set.
struct ThemeKey: EnvironmentKey {
    static let defaultValue: Theme? = nil
}

extension EnvironmentValues {
    /// The AirFit UI theme set above this view with `.theme(_:)`, or nil. Every component reads it:
    /// the card a `GlassCard`, `ModernCard` or `StatCard` lays its content on, the colors of text
    /// and of the accent, the type roles, how presses scale, move and tap back. Where it is nil,
    /// each component uses its own dialect's theme (a `GlassCard` pastel, a `ModernCard` athletic).
    public var airfitTheme: Theme? {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

extension View {
    /// Sets the AirFit UI theme for this view and everything inside it: every card, text role,
    /// accent, type role and press inside takes the theme's look, whatever dialect the component
    /// comes from. A theme that tints controls also sets SwiftUI's tint to its accent.
    ///
    /// ```swift
    /// TrainingSummary()          // ModernCards, StatCards, ...
    ///     .theme(.pastel)        // now on pastel glass cards with label-colored text
    ///
    /// ContentView()
    ///     .theme(.harbor)        // your brand: see "Make it your brand"
    /// ```
    ///
    /// - Parameter theme: `.pastel`, `.athletic`, `.liquid`, or a theme of your own.
    nonisolated public func theme(_ theme: Theme) -> some View {
        modifier(ThemeModifier(theme: theme))
    }
}

/// Writes the theme, and its accent as the tint where the theme tints controls, in the color
/// scheme where it is set.
@MainActor
struct ThemeModifier: ViewModifier {
    let theme: Theme
    @Environment(\.colorScheme) private var colorScheme

    nonisolated init(theme: Theme) {
        self.theme = theme
    }

    func body(content: Content) -> some View {
        // `.tint(nil)` would clear a tint the app set above, so a theme that does not tint leaves it.
        if theme.tintsControls {
            content.tint(theme.accent.color(in: colorScheme)).environment(\.airfitTheme, theme)
        } else {
            content.environment(\.airfitTheme, theme)
        }
    }
}
