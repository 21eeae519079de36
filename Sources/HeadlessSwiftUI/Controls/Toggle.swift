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

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style's configuration describes, drawn as the default switch: a custom style
    /// that only adds to the standard look wraps it (Apple: `init(_:)`). Inside a style's body the
    /// style no longer applies, so the toggle does not draw itself again; a second style installed
    /// further out is not stacked under it either.
    ///
    /// ```swift
    /// struct OrangeSwitch: ToggleStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         Toggle(configuration).tint(.orange)
    ///     }
    /// }
    /// ```
    nonisolated public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Toggle where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// A toggle labelled with a localized title and an SF Symbol.
    ///
    /// ```swift
    /// Toggle("Airplane Mode", systemImage: "airplane", isOn: $airplaneMode)
    /// ```
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle labelled with a title shown verbatim and an SF Symbol.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
    }

    /// A toggle labelled with a localized title and an image from an asset catalog.
    nonisolated public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) {
            HeadlessSwiftUI.Label {
                Text(titleKey)
            } icon: {
                Image(image)
            }
        }
    }

    /// A toggle labelled with a title shown verbatim and an image from an asset catalog.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) {
            HeadlessSwiftUI.Label {
                Text(title)
            } icon: {
                Image(image)
            }
        }
    }
}
