/// What the graph knows of a text field: its title, prompt and text binding. A class, so the node
/// kind that carries it stays small (deep trees recurse over node kinds).
package final class TextFieldState {
    public let title: String
    /// The placeholder shown while the field is empty: the prompt, or the title when there is none.
    public let prompt: String
    let text: Binding<String>
    /// Whether the field hides what is typed (`SecureField`): drawn as dots, read without its value.
    public let isSecure: Bool
    /// The axis its text runs along: a line that scrolls sideways, or (vertical) lines that wrap
    /// and grow the field downwards, up to the environment's line limit.
    public let axis: Axis

    init(title: String, prompt: String, text: Binding<String>, isSecure: Bool = false, axis: Axis = .horizontal) {
        self.title = title
        self.prompt = prompt
        self.text = text
        self.isSecure = isSecure
        self.axis = axis
    }

    /// The field's current text.
    @MainActor public var value: String { text.wrappedValue }

    /// What the field shows of its text: itself, or a dot per character in a secure field.
    @MainActor public var shown: String { isSecure ? String(repeating: "•", count: value.count) : value }

    /// Types into the field, as a person would.
    @MainActor public func type(_ newText: String) { text.wrappedValue = newText }
}

/// An editable line of text (Apple: `TextField`).
public struct TextField<Label: View> {
    let title: Text
    var prompt: Text?
    let text: Binding<String>
    var axis: Axis = .horizontal

    public var body: Never { bodyError() }

    /// A field labelled by `label` for accessibility, showing `prompt` while empty. The layer reads
    /// the label when it is a `Text` (as fields' labels are); another view leaves the field unlabelled.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        title = label() as? Text ?? Text(verbatim: "")
        self.prompt = prompt
        self.text = text
    }

    /// A field labelled by `label` whose text runs along `axis`: with `.vertical` it wraps and
    /// grows downwards up to its line limit (Apple: `init(text:prompt:axis:label:)`, iOS 16).
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
        self.axis = axis
    }
}

extension TextField where Label == Text {
    /// A text field with a localized placeholder, editing `text`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        title = Text(titleKey)
        prompt = nil
        self.text = text
    }

    /// A text field with a placeholder shown verbatim, editing `text`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = Text(title)
        prompt = nil
        self.text = text
    }

    /// A field with a localized placeholder whose text runs along `axis`: with `.vertical` it
    /// wraps and grows downwards up to its line limit (Apple: `init(_:text:axis:)`, iOS 16).
    ///
    /// ```swift
    /// TextField("Notes", text: $notes, axis: .vertical).lineLimit(3...6)
    /// ```
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text)
        self.axis = axis
    }

    /// A field with a placeholder shown verbatim whose text runs along `axis`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
        self.axis = axis
    }

    /// A field labelled `titleKey`, showing `prompt` while empty, whose text runs along `axis`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(titleKey, text: text, prompt: prompt)
        self.axis = axis
    }

    /// A field labelled `title`, showing `prompt` while empty, whose text runs along `axis`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title, text: text, prompt: prompt)
        self.axis = axis
    }

    /// A field labelled `titleKey` for accessibility, showing `prompt` while empty.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        title = Text(titleKey)
        self.prompt = prompt ?? Text(verbatim: "")
        self.text = text
    }

    /// A field labelled `title` for accessibility, showing `prompt` while empty.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.title = Text(title)
        self.prompt = prompt ?? Text(verbatim: "")
        self.text = text
    }
}

extension TextField: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let field = context.node(
            .textField(TextFieldState(title: title, prompt: prompt, text: text, isSecure: false, axis: axis, in: context.environment)))
        return context.environment._textFieldHasRoundedBorder
            ? context.resolve(RoundedBorderField(field: field), component: "border") : [field]
    }
}

extension TextFieldState {
    /// A field's state with its title and prompt read in the environment's language, as the field
    /// shows and speaks them; the title stands in for a missing prompt.
    convenience init(
        title: Text, prompt: Text?, text: Binding<String>, isSecure: Bool, axis: Axis = .horizontal, in environment: EnvironmentValues
    ) {
        let title = title.resolvedString(in: environment)
        self.init(title: title, prompt: prompt?.resolvedString(in: environment) ?? title, text: text, isSecure: isSecure, axis: axis)
    }
}

/// Which view has keyboard focus (Apple: `FocusState`).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A binding to the focus value, for `.focused(_:)` (Apple: `FocusState.Binding`).
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>

        /// Whether the bound field has focus (or which one, for an optional value).
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    let box: StateBox<Value>

    /// Focus state that is true while the view it is bound to has focus.
    nonisolated public init() where Value == Bool {
        box = StateBox(false)
    }

    /// Focus state that holds the value of the focused field, nil when none has focus.
    nonisolated public init<T: Hashable>() where Value == T? {
        box = StateBox(nil)
    }

    /// The current focus value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to pass to `focused(_:)` or `focused(_:equals:)`.
    public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }
}

extension FocusState: _GraphInstallable {
    @MainActor func _install(_ context: DynamicPropertyContext) {
        State(box: box)._install(context)
    }
}

extension State {
    nonisolated init(box: StateBox<Value>) {
        self.box = box
    }
}

extension View {
    /// Binds this view's focus to a Boolean.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let box = condition.box
        return modifier(EffectModifier(effect: .focus(FocusBinding(isFocused: { box.value }, focus: { box.value = $0 }))))
    }

    /// Focuses this view when the binding equals `value`.
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let target = UncheckedSendable((box: binding.box, value: value))
        return modifier(
            EffectModifier(
                effect: .focus(
                    FocusBinding(
                        isFocused: { target.value.box.value == target.value.value },
                        focus: { if $0 { target.value.box.value = target.value.value } }))))
    }
}

/// How the runtime reads and moves focus for one view.
package struct FocusBinding {
    public let isFocused: @MainActor () -> Bool
    public let focus: @MainActor (Bool) -> Void
}
