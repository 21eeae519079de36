/// A label that shows or hides its content (Apple: `DisclosureGroup`): the label leading, a
/// chevron trailing in the tint pointing forward when collapsed and down when expanded; tapping
/// the label toggles it. Expanded, the content follows (each view a row in a list).
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

/// The group's label row and, when expanded, its content; its own state when no binding is given.
@MainActor
struct DisclosureGroupBody<Label: View, Content: View>: View {
    let label: Label
    let isExpanded: Binding<Bool>?
    let content: Content
    @State private var expandedHere = false

    var body: some View {
        let expanded = isExpanded?.wrappedValue ?? expandedHere
        Button {
            if let isExpanded { isExpanded.wrappedValue.toggle() } else { expandedHere.toggle() }
        } label: {
            HStack(spacing: 0) {
                label.foregroundStyle(Color(uiColor: .label))
                Spacer(minLength: 8)
                Image(systemName: "chevron.forward")
                    .font(.body.weight(.semibold))
                    .imageScale(.small)
                    .rotationEffect(.degrees(expanded ? 90 : 0))
                    .accessibilityHidden(true)
            }
        }
        .buttonStyle(.plain)
        .foregroundStyle(.tint)
        .accessibilityValue(expanded ? Text("Expanded") : Text("Collapsed"))
        if expanded { content }
    }
}
