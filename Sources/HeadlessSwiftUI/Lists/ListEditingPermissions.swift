import Foundation

extension View {
    /// Whether this row can be moved while the list is editing (Apple: `moveDisabled(_:)`). Rows
    /// are not dragged here, so a disabled row draws as any other.
    ///
    /// ```swift
    /// ForEach(items) { item in Text(item.name).moveDisabled(item.isPinned) }.onMove { _, _ in }
    /// ```
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View { self }

    /// Whether this row can be deleted by swiping or in edit mode (Apple: `deleteDisabled(_:)`).
    /// Swipes are not driven here, so a disabled row draws as any other.
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
}
