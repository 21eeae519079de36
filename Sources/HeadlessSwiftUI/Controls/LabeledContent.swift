/// A label beside a value or control (Apple: `LabeledContent`, iOS 16): the label leading, the
/// content trailing in the secondary label color, read by VoiceOver as one element ("Version,
/// 2.4"), as a form row shows it.
///
/// ```swift
/// LabeledContent("Version", value: "2.4")
/// ```
public struct LabeledContent<Label: View, Content: View> {
    let label: Label
    let content: Content

    /// Content with a label.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: Never { bodyError() }
}

extension LabeledContent where Label == Text {
    /// Content labelled with a localized key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Content labelled verbatim.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A value shown verbatim beside a label looked up as a localized key.
    nonisolated public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A value beside a label, both shown verbatim.
    @_disfavoredOverload
    nonisolated public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent: View, _PrimitiveView {
    /// Side by side; at the accessibility text sizes the value goes under its label, as iOS
    /// stacks a form row's label and value rather than break their words.
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        if context.environment.dynamicTypeSize.isAccessibilitySize {
            return context.resolve(
                VStack(alignment: .leading, spacing: 2) {
                    label
                    content.foregroundStyle(Color.secondary)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .accessibilityElement(children: .combine),
                component: "stacked")
        }
        return context.resolve(
            HStack(spacing: 0) {
                label
                Spacer(minLength: 8)
                content.foregroundStyle(Color.secondary).multilineTextAlignment(.trailing)
            }
            .accessibilityElement(children: .combine),
            component: "labeled")
    }
}
