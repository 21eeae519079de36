/// One item of a toolbar at a placement (Apple: `ToolbarItem`).
///
/// ```swift
/// ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
/// ```
public struct ToolbarItem<ID, Content: View> {
    let placement: ToolbarItemPlacement
    let content: Content
}

extension ToolbarItem: ToolbarContent, CustomizableToolbarContent {
    public var body: Never { fatalError("ToolbarItem has no body") }
}

extension ToolbarItem where ID == () {
    /// An item showing `content` at `placement`.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: _ToolbarItems {
    func _entries() -> [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}

/// Several items at one placement (Apple: `ToolbarItemGroup`).
///
/// ```swift
/// ToolbarItemGroup(placement: .bottomBar) { Button("Share") {}; Spacer(); Button("Delete") {} }
/// ```
public struct ToolbarItemGroup<Content: View> {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items showing `content` at `placement`.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItemGroup: ToolbarContent {
    public var body: Never { fatalError("ToolbarItemGroup has no body") }
}

extension ToolbarItemGroup: _ToolbarItems {
    func _entries() -> [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}

/// Where a toolbar item goes (Apple: `ToolbarItemPlacement`). On iPhone: leading or trailing in
/// the navigation bar, centred in place of the title (`principal`), or in a bottom toolbar.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Position: Hashable, Sendable {
        case leading, trailing, principal, bottom, keyboard
    }

    let position: Position
    let isConfirmation: Bool

    init(_ position: Position, isConfirmation: Bool = false) {
        self.position = position
        self.isConfirmation = isConfirmation
    }

    /// The system's choice: trailing in the navigation bar on iPhone.
    public static let automatic = ToolbarItemPlacement(.trailing)
    /// Centred in the navigation bar, in place of an inline title.
    public static let principal = ToolbarItemPlacement(.principal)
    /// The navigation position: leading.
    public static let navigation = ToolbarItemPlacement(.leading)
    /// The primary action: trailing.
    public static let primaryAction = ToolbarItemPlacement(.trailing)
    /// A secondary action: trailing.
    public static let secondaryAction = ToolbarItemPlacement(.trailing)
    /// Status information: in the bottom toolbar.
    public static let status = ToolbarItemPlacement(.bottom)
    /// Confirming a modal task: trailing, its title semibold.
    public static let confirmationAction = ToolbarItemPlacement(.trailing, isConfirmation: true)
    /// Cancelling a modal task: leading.
    public static let cancellationAction = ToolbarItemPlacement(.leading)
    /// A destructive action: trailing.
    public static let destructiveAction = ToolbarItemPlacement(.trailing)
    /// Above the keyboard (not drawn: the headless picture shows no keyboard).
    public static let keyboard = ToolbarItemPlacement(.keyboard)
    /// The leading edge of the navigation bar.
    public static let topBarLeading = ToolbarItemPlacement(.leading)
    /// The trailing edge of the navigation bar.
    public static let topBarTrailing = ToolbarItemPlacement(.trailing)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(.bottom)
    /// The leading edge of the navigation bar (the older name).
    public static let navigationBarLeading = ToolbarItemPlacement(.leading)
    /// The trailing edge of the navigation bar (the older name).
    public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)
}
