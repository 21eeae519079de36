/// A label that shows or hides its content (Apple: `DisclosureGroup`), drawn by its style:
/// `AutomaticDisclosureGroupStyle` unless `disclosureGroupStyle(_:)` sets another.
///
/// ```swift
/// DisclosureGroup("Advanced") {
///     Toggle("Auto-pause", isOn: $autoPause)
/// }
/// ```
public struct DisclosureGroup<Label: View, Content: View> {
    let label: Label
    let isExpanded: Binding<Bool>?
    let content: Content

    /// A group described by `label`, collapsed until tapped.
    nonisolated public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        isExpanded = nil
        self.content = content()
    }

    /// A group described by `label`, expanded while `isExpanded` is true.
    nonisolated public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isExpanded = isExpanded
        self.content = content()
    }

    public var body: Never { bodyError() }
}

extension DisclosureGroup where Label == Text {
    /// A group titled with a localized key, collapsed until tapped.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled with a localized key, expanded while `isExpanded` is true.
    nonisolated public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group titled verbatim, collapsed until tapped.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension DisclosureGroup: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(DisclosureGroupBody(label: label, isExpanded: isExpanded, content: content), component: "disclosure")
    }
}

/// The group's expansion (its own state when no binding is given), drawn by its style.
@MainActor
struct DisclosureGroupBody<Label: View, Content: View>: View {
    let label: Label
    let isExpanded: Binding<Bool>?
    let content: Content
    @State private var expandedHere = false
    @Environment(\._disclosureGroupStyle) private var style

    var body: some View {
        let configuration = DisclosureGroupStyleConfiguration(
            label: DisclosureGroupStyleConfiguration.Label(content: AnyView(label)),
            content: DisclosureGroupStyleConfiguration.Content(content: AnyView(content)),
            isExpanded: isExpanded ?? $expandedHere)
        if let style {
            style(configuration)
        } else {
            AutomaticDisclosureGroupStyle().makeBody(configuration: configuration)
        }
    }
}
