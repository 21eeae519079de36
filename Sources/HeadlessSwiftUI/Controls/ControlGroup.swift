/// Controls that belong together, drawn side by side (Apple: `ControlGroup`, iOS 15).
///
/// ```swift
/// ControlGroup {
///     Button("Decrease", systemImage: "minus") { count -= 1 }
///     Button("Increase", systemImage: "plus") { count += 1 }
/// }
/// ```
public struct ControlGroup<Content: View> {
    let content: AnyView
    let label: AnyView
    @Environment(\._controlGroupStyle) private var style

    /// A group of the controls `content` makes.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        let made = UncheckedSendable(content())
        self.content = AnyView(made.value)
        label = AnyView(EmptyView())
    }

    nonisolated init(content: AnyView, label: AnyView) {
        self.content = content
        self.label = label
    }
}

extension ControlGroup: View {
    /// The group as the style in the environment draws it, or the automatic style.
    @ViewBuilder public var body: some View {
        let configuration = ControlGroupStyleConfiguration(
            content: ControlGroupStyleConfiguration.Content(content: content),
            label: ControlGroupStyleConfiguration.Label(content: label))
        if let style {
            style(configuration)
        } else {
            AutomaticControlGroupStyle().makeBody(configuration: configuration)
        }
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// A group drawn from a style's configuration, for styles that restyle the default.
    nonisolated public init(_ configuration: ControlGroupStyleConfiguration) {
        self.init(content: AnyView(configuration.content), label: AnyView(configuration.label))
    }
}

extension ControlGroup {
    /// A group of `content` described by `label` (the label shows in menu styles).
    nonisolated public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        let made = UncheckedSendable((content(), label()))
        self.init(content: AnyView(made.value.0), label: AnyView(made.value.1))
    }

    /// A group of `content` titled with a localized key.
    nonisolated public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group of `content` titled verbatim.
    @_disfavoredOverload
    nonisolated public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// A group of `content` titled with a localized key and a symbol.
    nonisolated public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }
}

/// The content of a control group that has a label (Apple: `LabeledControlGroupContent`).
public struct LabeledControlGroupContent<Content: View, Label: View> {
    public var body: Never { bodyError() }
}

extension LabeledControlGroupContent: View {}
