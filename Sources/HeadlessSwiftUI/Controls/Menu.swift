/// A button that opens a menu of actions (Apple: `Menu`): drawn closed, as its label in the tint.
///
/// ```swift
/// Menu("Sort") {
///     Button("Date") {}
///     Button("Name") {}
/// }
/// ```
public struct Menu<Label: View, Content: View> {
    let label: Label
    let content: Content

    /// A menu of `content`'s actions, opened by `label`.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: Never { bodyError() }
}

extension Menu where Label == Text {
    /// A menu titled with a localized key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled verbatim.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu: View, _PrimitiveView {
    /// Closed, the menu is a button showing its label; its items are not drawn.
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(
            Button {
            } label: {
                label
            }.accessibilityAddTraits(.isButton), component: "menu")
    }
}

extension ForEach where Content: View {
    /// Lets the user delete rows of a list by swiping (Apple: `onDelete(perform:)`); recorded,
    /// not drawn: the headless list shows rows at rest.
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }

    /// Lets the user reorder rows of a list in edit mode (Apple: `onMove(perform:)`); recorded,
    /// not drawn.
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}
