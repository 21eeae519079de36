/// A box around related content with an optional label (Apple: `GroupBox`), drawn by its style:
/// `DefaultGroupBoxStyle` unless `groupBoxStyle(_:)` sets another (not yet measured against a
/// reference, docs/fidelity.md).
///
/// ```swift
/// GroupBox("This week") {
///     Text("3 runs, 21.4 km")
/// }
/// ```
public struct GroupBox<Label: View, Content: View> {
    let label: Label?
    let content: Content

    /// A box of `content` described by `label`.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: Never { bodyError() }
}

extension GroupBox where Label == EmptyView {
    /// A box of `content` without a label.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        label = nil
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    /// A box of `content` titled with a localized key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        label = Text(titleKey)
        self.content = content()
    }

    /// A box of `content` titled verbatim.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        label = Text(title)
        self.content = content()
    }
}

/// `DefaultGroupBoxStyle` on iOS, in points.
enum GroupBoxMetrics {
    static let padding: CGFloat = 16
    static let cornerRadius: CGFloat = 8
    static let spacing: CGFloat = 8
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A group box drawn from a style's configuration, in the default style (Apple: `init(_:)`).
    nonisolated public init(_ configuration: GroupBoxStyleConfiguration) {
        self.label = configuration.hasLabel ? configuration.label : nil
        self.content = configuration.content
    }
}

extension GroupBox: View, _PrimitiveView {
    /// As the style set with `groupBoxStyle(_:)` draws it; by default as `DefaultGroupBoxStyle`.
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let configuration = GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label(content: AnyView(label)),
            content: GroupBoxStyleConfiguration.Content(content: AnyView(content)), hasLabel: label != nil)
        if let style = context.environment._groupBoxStyle {
            return context.resolve(style(configuration), component: "styled")
        }
        return context.resolve(DefaultGroupBoxStyle().makeBody(configuration: configuration), component: "groupBox")
    }
}
