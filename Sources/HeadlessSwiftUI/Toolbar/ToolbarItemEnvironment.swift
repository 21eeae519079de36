/// Whether a view stands in a bar as a toolbar item: there a destructive button keeps the tint,
/// as iOS 18 draws it (measured: a `Button(role: .destructive)` in a navigation bar's trailing
/// item is drawn in the app's tint, not red; D277).
struct ToolbarItemKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the view is a toolbar item's content (`ToolbarItemKey`).
    var _isToolbarItem: Bool {
        get { self[ToolbarItemKey.self] }
        set { self[ToolbarItemKey.self] = newValue }
    }
}
