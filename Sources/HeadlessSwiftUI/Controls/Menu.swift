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

extension Menu {
    /// A menu whose label runs `primaryAction` when tapped and opens the menu when held (Apple:
    /// `init(content:label:primaryAction:)`). Headless neither happens: the label is drawn.
    nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: label)
    }
}

extension Menu where Label == Text {
    /// A menu titled with a localized key whose title runs `primaryAction` when tapped.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled verbatim whose title runs `primaryAction` when tapped.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// A menu titled with a localized key and a symbol (Apple: `init(_:systemImage:content:)`).
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu titled verbatim with a symbol.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// A menu drawn from a style's configuration, in the default style (Apple: `init(_:)`).
    nonisolated public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension Menu: View, _PrimitiveView {
    /// Closed, the menu is a button showing its label; its items are not drawn. A style set with
    /// `menuStyle(_:)` draws it.
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        if let style = context.environment._menuStyle {
            let configuration = MenuStyleConfiguration(
                label: MenuStyleConfiguration.Label(content: AnyView(label)),
                content: MenuStyleConfiguration.Content(content: AnyView(content)))
            return context.resolve(style(configuration), component: "styled")
        }
        return context.resolve(
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
