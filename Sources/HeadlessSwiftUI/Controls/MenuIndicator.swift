import Foundation

extension View {
    /// Whether the menus below show their indicator (Apple: `menuIndicator(_:)`): on iOS a menu's
    /// label draws none unless its style adds one, and the menus here draw none, so nothing changes.
    ///
    /// ```swift
    /// Menu("Sort") { Button("Date") {} }.menuIndicator(.hidden)
    /// ```
    nonisolated public func menuIndicator(_ visibility: Visibility) -> some View {
        EnvironmentWriter(content: self) { $0.menuIndicatorVisibility = visibility }
    }
}
