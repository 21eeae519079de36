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

extension LabeledContent where Label == Text, Content == Text {
    /// Content labelled with a localized key whose value is `value` in `format` (Apple:
    /// `init(_:value:format:)`).
    ///
    /// ```swift
    /// LabeledContent("Distance", value: 5.2, format: .number.precision(.fractionLength(1)))
    /// ```
    nonisolated public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// Content labelled verbatim whose value is `value` in `format`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Labeled content drawn from a style's configuration, in the default style (Apple: `init(_:)`).
    nonisolated public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension LabeledContent: View, _PrimitiveView {
    /// As the style set with `labeledContentStyle(_:)` draws it; by default side by side, and at
    /// the accessibility text sizes the value under its label, as iOS stacks a form row's label
    /// and value rather than break their words.
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        if let style = context.environment._labeledContentStyle {
            let configuration = LabeledContentStyleConfiguration(
                label: LabeledContentStyleConfiguration.Label(content: AnyView(label)),
                content: LabeledContentStyleConfiguration.Content(content: AnyView(content)))
            return context.resolve(style(configuration), component: "styled")
        }
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
