import Foundation

/// `flipsForRightToLeftLayoutDirection(_:)`: mirrors its content horizontally when laid out right
/// to left.
@MainActor
struct FlipsForRightToLeftModifier: ViewModifier {
    let enabled: Bool
    @Environment(\.layoutDirection) private var direction

    nonisolated init(enabled: Bool) {
        self.enabled = enabled
    }

    func body(content: Content) -> some View {
        content.scaleEffect(x: enabled && direction == .rightToLeft ? -1 : 1, y: 1)
    }
}

extension View {
    /// Mirrors this view horizontally in a right-to-left layout when `enabled` (an image drawn for
    /// a reading direction, say); views are not mirrored otherwise.
    ///
    /// ```swift
    /// Image("swipe-hint", bundle: .module).flipsForRightToLeftLayoutDirection(true)
    /// ```
    nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(FlipsForRightToLeftModifier(enabled: enabled))
    }
}
