import DesignTokens
import SwiftUI

/// The roles a component draws with: the theme set above it, or its own dialect's where none is.
struct ThemeRoles {
    /// The theme whose roles apply.
    let theme: Theme
    /// Whether a `.theme(_:)` above set it.
    let isSet: Bool

    /// The roles of `theme`, or of `home` where no theme is set.
    init(_ theme: Theme?, home: Theme) {
        self.theme = theme ?? home
        self.isSet = theme != nil
    }

    /// The accent fill. Inside a theme it is SwiftUI's tint, which the theme set (or the app's
    /// accent color), so `.tint(_:)` on a component changes it, as on Apple's controls; outside
    /// one, the home dialect's accent.
    var accent: AnyShapeStyle {
        isSet ? AnyShapeStyle(.tint) : AnyShapeStyle(theme.accent)
    }

    /// The accent as text or an outline. A theme that sets the tint has a text color of its own
    /// for it (003's darker emerald); in one that leaves the tint to the app (pastel, liquid) the
    /// accent is whatever tint is set, such as 001's Dynamic Tint on a `BaseScreen`, and its text
    /// is that tint too.
    var accentText: AnyShapeStyle {
        isSet && !theme.tintsControls ? AnyShapeStyle(.tint) : AnyShapeStyle(theme.accentText)
    }
}
