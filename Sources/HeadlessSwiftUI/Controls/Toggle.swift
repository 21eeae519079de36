import Foundation

/// A control that turns something on or off (Apple: `Toggle`): a switch on iOS unless a
/// `toggleStyle(_:)` above it says otherwise.
///
/// ```swift
/// Toggle("Workout reminders", isOn: $reminders)
/// Toggle(isOn: $haptics) { Label("Haptics", systemImage: "hand.tap") }
/// ```
public struct Toggle<Label: View> {
    @Binding var isOn: Bool
    let label: Label
    @Environment(\._toggleStyle) private var style

    /// A toggle bound to `isOn`, drawn with `label`.
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

}

extension Toggle: View {
    /// The toggle as its style draws it.
    public var body: some View {
        let configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: $isOn)
        if let style {
            style(configuration)
        } else {
            SwitchToggleBody(configuration: configuration)
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle with a localized title.
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle with a title shown verbatim.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
