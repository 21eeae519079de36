/// Whether a list lets its rows be deleted and moved (Apple: `EditMode`).
///
/// ```swift
/// @Environment(\.editMode) private var editMode
/// var isEditing: Bool { editMode?.wrappedValue.isEditing == true }
/// ```
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment, as during a swipe.
    case transient
    /// Editing.
    case active

    /// Whether this mode edits: `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the list around the view, nil where no container offers one. Lists
    /// headless draw no editing controls, whatever the mode (docs/swiftui-subset.md).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
