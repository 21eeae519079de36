/// The purpose of a view's toolbar, which the system lays out for (Apple: `ToolbarRole`, iOS 16).
public struct ToolbarRole: Sendable, Equatable {
    let kind: Int

    /// The platform's default.
    public static var automatic: ToolbarRole { ToolbarRole(kind: 0) }
    /// The toolbar of a navigation stack.
    public static var navigationStack: ToolbarRole { ToolbarRole(kind: 1) }
    /// The toolbar of a browsing view.
    public static var browser: ToolbarRole { ToolbarRole(kind: 2) }
    /// The toolbar of an editor.
    public static var editor: ToolbarRole { ToolbarRole(kind: 3) }
}

extension View {
    /// The role of this view's toolbar (Apple: `toolbarRole(_:)`). On iPhone the roles differ in
    /// what a back button shows, which the layer does not yet tell apart: accepted, drawn as
    /// `.automatic` (docs/swiftui-subset.md).
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}
