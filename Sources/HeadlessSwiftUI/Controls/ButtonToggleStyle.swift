/// A toggle drawn as a button with its label as the title (Apple: `ButtonToggleStyle`, iOS 15).
///
/// Apple's documentation: "The button indicates the `on` state by filling in the background with
/// its tint color." On, it is the bordered prominent button (the tint behind a white label); off,
/// the borderless one (the label in the tint), the button iOS draws without a background. A tap
/// turns it; VoiceOver reads it as a toggle with its state.
///
/// ```swift
/// Toggle(isOn: $isFlagged) { Label("Flag", systemImage: "flag.fill") }
///     .toggleStyle(.button)
/// ```
public struct ButtonToggleStyle: ToggleStyle {
    /// The button toggle style.
    nonisolated public init() {}

    /// A button that turns the toggle, filled with the tint while it is on.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonToggleBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button filled with the tint while the toggle is on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The button a `ButtonToggleStyle` draws.
@MainActor
struct ButtonToggleBody: View {
    let configuration: ToggleStyleConfiguration

    var body: some View {
        let binding = configuration.$isOn
        let button = Button {
            binding.wrappedValue.toggle()
        } label: {
            configuration.label
        }
        Group {
            if configuration.isOn {
                button.buttonStyle(.borderedProminent)
            } else {
                button.buttonStyle(.borderless)
            }
        }
        .accessibilityValue(configuration.isOn ? "1" : "0")
        .accessibilityAddTraits(.isToggle)
    }
}
