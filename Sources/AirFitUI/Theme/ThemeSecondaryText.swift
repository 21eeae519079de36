import DesignTokens
import SwiftUI

/// Text in the theme's secondary color, or its home dialect's where no theme is set: for a style,
/// which cannot hold environment properties of its own.
@MainActor
struct ThemeSecondaryText: ViewModifier {
    let home: Theme

    @Environment(\.airfitTheme) private var theme

    nonisolated init(home: Theme = .athletic) {
        self.home = home
    }

    func body(content: Content) -> some View {
        content.foregroundStyle(ThemeRoles(theme, home: home).theme.textSecondary)
    }
}
