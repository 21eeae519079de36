import Foundation

/// How a navigation bar shows its title (Apple: `ToolbarTitleDisplayMode`, iOS 17), the successor
/// of `NavigationBarItem.TitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Sendable {
    let barMode: NavigationBarItem.TitleDisplayMode

    /// The mode the stack's previous page used.
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .automatic) }
    /// A large title under the bar, moving into the bar as content scrolls.
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .large) }
    /// A large title inside the bar, leading and centred items moved to its overflow menu (Apple).
    /// Its metrics are not published: it is drawn as `.large` (docs/swiftui-subset.md).
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .large) }
    /// A small title in the middle of the bar.
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .inline) }
}

extension View {
    /// How the navigation bar shows this page's title (Apple: `toolbarTitleDisplayMode(_:)`): as
    /// `navigationBarTitleDisplayMode(_:)` with the matching mode.
    ///
    /// ```swift
    /// List(runs) { RunRow(run: $0) }.navigationTitle("Runs").toolbarTitleDisplayMode(.inline)
    /// ```
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.barMode)
    }
}
