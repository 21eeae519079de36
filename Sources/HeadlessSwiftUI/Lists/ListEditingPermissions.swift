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

    /// Whether this row can be selected in a list bound to a selection (Apple:
    /// `selectionDisabled(_:)`, iOS 17). Selecting by tapping is not modelled here (a list shows
    /// no selection, docs/swiftui-subset.md), so a disabled row draws as any other.
    ///
    /// ```swift
    /// List(items, selection: $selected) { item in Text(item.name).selectionDisabled(item.isLocked) }
    /// ```
    nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
}
