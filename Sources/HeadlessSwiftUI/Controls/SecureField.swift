/// A text field that hides what is typed, for passwords (Apple: `SecureField`): a dot per
/// character, its value unread by VoiceOver but for the dots.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField<Label: View> {
    let title: Text
    let prompt: Text?
    let text: Binding<String>

    /// A secure field labelled by `label` for accessibility, showing `prompt` while empty.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        title = label() as? Text ?? Text(verbatim: "")
        self.prompt = prompt
        self.text = text
    }

    public var body: Never { bodyError() }
}

extension SecureField where Label == Text {
    /// A secure field with a localized placeholder, editing `text`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        title = Text(titleKey)
        prompt = nil
        self.text = text
    }

    /// A secure field with a placeholder shown verbatim, editing `text`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = Text(title)
        prompt = nil
        self.text = text
    }

    /// A secure field labelled `titleKey` for accessibility, showing `prompt` while empty.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        title = Text(titleKey)
        self.prompt = prompt ?? Text(verbatim: "")
        self.text = text
    }
}

extension SecureField: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let field = context.node(
            .textField(TextFieldState(title: title, prompt: prompt, text: text, isSecure: true, in: context.environment)))
        return context.environment._textFieldHasRoundedBorder
            ? context.resolve(RoundedBorderField(field: field), component: "border") : [field]
    }
}
