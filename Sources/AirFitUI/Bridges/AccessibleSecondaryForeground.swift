import DesignTokens
import SwiftUI

/// Secondary text in `SystemColors.secondaryLabelAccessible` (#3C3C43 at 85% in light, #EBEBF5 at
/// 80% in dark): `.secondary`'s 60% measures about 3.0–3.4:1 over the pastel gradients and the
/// grouped background, under WCAG's 4.5:1 for body text; the audit names this alternative.
@MainActor
struct AccessibleSecondaryForeground: ViewModifier {
    @Environment(\.airfitTheme) private var theme

    nonisolated init() {}

    func body(content: Content) -> some View {
        content.foregroundStyle(theme?.textSecondary ?? SystemColors.secondaryLabelAccessible)
    }
}

extension View {
    /// Colors secondary text so it still reaches 4.5:1 (see `AccessibleSecondaryForeground`).
    nonisolated public func accessibleSecondaryForeground() -> some View {
        modifier(AccessibleSecondaryForeground())
    }
}
