import AirFitUI
import DesignTokens
import SwiftUI

/// A preview's own theme, unless one is set above it: the catalog shows each preview in its home
/// dialect, and in the theme the reviewer or the gallery chooses (the example brand, say).
@MainActor
struct HomeTheme: ViewModifier {
    let home: Theme

    @Environment(\.airfitTheme) private var chosen

    nonisolated init(home: Theme) {
        self.home = home
    }

    func body(content: Content) -> some View {
        content.theme(chosen ?? home)
    }
}

extension View {
    /// Sets `home` as the theme unless a theme is set above.
    func homeTheme(_ home: Theme) -> some View {
        modifier(HomeTheme(home: home))
    }
}
