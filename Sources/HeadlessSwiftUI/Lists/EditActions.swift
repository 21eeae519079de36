/// Which edits a list of bound rows offers: swipe to delete, drag to move (Apple: iOS 16's
/// `EditActions`). Each is offered only where the collection can do it: `.delete` needs a
/// `RangeReplaceableCollection`, `.move` a `MutableCollection`.
///
/// ```swift
/// List($reminders, editActions: .delete) { $reminder in
///     TextField("Reminder", text: $reminder.title)
/// }
/// ```
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int

    /// The edits whose bits are `rawValue`.
    nonisolated public init(rawValue: Int) { self.rawValue = rawValue }

    /// Deleting: offered only for a `RangeReplaceableCollection`.
    @available(*, unavailable, message: "Delete is available only for collections conforming to RangeReplaceableCollection.")
    public static var delete: EditActions<Data> { EditActions(rawValue: 1) }

    /// Moving: offered only for a `MutableCollection`.
    @available(*, unavailable, message: "Move is available only for collections conforming to MutableCollection.")
    public static var move: EditActions<Data> { EditActions(rawValue: 2) }

    /// Every edit the collection allows; none for a collection that allows neither.
    public static var all: EditActions<Data> { EditActions(rawValue: 0) }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Swipe to delete.
    public static var delete: EditActions<Data> { EditActions(rawValue: 1) }
    /// Deleting, the one edit a collection that cannot be reordered in place allows.
    public static var all: EditActions<Data> { EditActions(rawValue: 1) }
}

extension EditActions where Data: MutableCollection {
    /// Drag to move, in edit mode.
    public static var move: EditActions<Data> { EditActions(rawValue: 2) }
    /// Moving, the one edit a collection that cannot grow or shrink allows.
    public static var all: EditActions<Data> { EditActions(rawValue: 2) }
}

extension EditActions where Data: MutableCollection, Data: RangeReplaceableCollection {
    /// Deleting and moving.
    public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}
