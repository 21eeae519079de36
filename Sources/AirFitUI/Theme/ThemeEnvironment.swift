#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif
import DesignTokens

/// The environment key holding the active theme; pastel unless a view sets another.
struct ThemeKey: EnvironmentKey {
    static let defaultValue: Theme = .pastel
}

extension EnvironmentValues {
    /// The AirFit UI theme every component reads: its surfaces, text roles and motion.
    public var airfitTheme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

extension View {
    /// Sets the AirFit UI theme for this view and everything inside it.
    nonisolated public func theme(_ theme: Theme) -> some View {
        environment(\.airfitTheme, theme)
    }
}
