import Foundation

extension View {
    /// Hides the view: it is not drawn, not read by VoiceOver and takes no touches, but keeps its
    /// place in the layout (Apple: `hidden()`).
    ///
    /// ```swift
    /// Image(systemName: "checkmark").hidden()  // holds the checkmark's room in a row
    /// ```
    nonisolated public func hidden() -> some View {
        opacity(0).allowsHitTesting(false).accessibilityHidden(true)
    }
}
