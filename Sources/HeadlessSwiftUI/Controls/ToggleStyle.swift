import Foundation

/// The look of a toggle, given its label and state (Apple: `ToggleStyle`).
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             Label { configuration.label } icon: {
///                 Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
///             }
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a style makes for a toggle.
    associatedtype Body: View
    /// What the style is told: the toggle's label and a binding to its state.
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a toggle style is given (Apple: `ToggleStyleConfiguration`).
public struct ToggleStyleConfiguration {
    /// The toggle's label (Apple: `ToggleStyleConfiguration.Label`).
    public struct Label: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    /// The toggle's label, to place in the style's body.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; setting it turns the toggle on or off (`$isOn` is the binding).
    @Binding public var isOn: Bool
}

extension ToggleStyleConfiguration.Label: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "label") }
}

/// iOS's switch: the label leading, a 51 × 31 pt track trailing whose 27 pt knob slides to the
/// trailing end and whose track fills with the tint (system green by default) when on
/// (Apple: `SwitchToggleStyle`; UIKit's `UISwitch` metrics on iOS 13–18).
public struct SwitchToggleStyle: ToggleStyle {
    /// The color the track fills with when on, in place of the environment's tint.
    let tint: Color?

    /// The switch style.
    nonisolated public init() { tint = nil }

    /// A switch whose track fills with `tint` when on (Apple's iOS 14 form, which iOS 15's
    /// `tint(_:)` replaces).
    ///
    /// ```swift
    /// Toggle("Reminders", isOn: $reminders).toggleStyle(SwitchToggleStyle(tint: .orange))
    /// ```
    nonisolated public init(tint: Color) { self.tint = tint }

    /// The label, a spacer and the switch; one accessibility element read as a switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(configuration: configuration, styleTint: tint)
    }
}

/// The platform's default toggle style: a switch on iOS (Apple: `DefaultToggleStyle`).
public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    nonisolated public init() {}

    /// A switch, as on iOS.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style: a switch on iOS.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

@MainActor
struct SwitchToggleBody: View {
    let configuration: ToggleStyleConfiguration
    /// The style's own tint, which wins over the environment's.
    var styleTint: Color? = nil
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\._tintColor) private var tint
    @Environment(\._labelsHidden) private var labelsHidden
    @Environment(\._listRow) private var listRow

    /// The height a switch takes in a list row: what the row's minimum leaves inside its insets.
    static let heightInListRow = ListMetrics.minimumRowHeight - 2 * ListMetrics.rowVerticalInset
    /// How far a switch reaches past its trailing edge: into a list row's inset, or the padding
    /// around it.
    static let trailingOverhang: CGFloat = 2

    var body: some View {
        let isOn = configuration.isOn
        let binding = configuration.$isOn
        // One control: a tap anywhere on it turns it, as VoiceOver's activation does.
        Button {
            binding.wrappedValue.toggle()
        } label: {
            HStack(spacing: 0) {
                if !labelsHidden {
                    configuration.label
                    Spacer(minLength: 8)
                }
                ZStack(alignment: isOn ? .trailing : .leading) {
                    Capsule().fill(isOn ? AnyShapeStyle(styleTint ?? tint ?? Color.green) : AnyShapeStyle(Color(.secondarySystemFill)))
                    Circle()
                        .fill(Color.white)
                        .frame(width: 27, height: 27)
                        .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
                        .padding(2)
                }
                .frame(width: 51, height: 31)
                // In a list row the switch overhangs its layout height, so that a row of one
                // switch keeps the 44 pt minimum (measured on iOS 18.2, D277). It reaches 2 pt past
                // its trailing edge everywhere: 18 pt from a card's edge, 2 pt into the row's inset
                // (D277), and 2 pt into the padding around a toggle on its own (D288).
                .frame(height: listRow == nil ? 31 : Self.heightInListRow)
                .padding(.trailing, -Self.trailingOverhang)
                .opacity(isEnabled ? 1 : 0.5)
            }
        }
        .buttonStyle(.plain)
        .accessibilityValue(isOn ? "1" : "0")
        .accessibilityAddTraits(.isToggle)
    }
}

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The toggle style below `toggleStyle(_:)`; nil for the default switch.
    var _toggleStyle: (@MainActor (ToggleStyleConfiguration) -> AnyView)? {
        get { self[InstalledStyleKey<ToggleStyleConfiguration>.self] }
        set { self[InstalledStyleKey<ToggleStyleConfiguration>.self] = newValue }
    }

    /// Whether controls below `labelsHidden()` draw without their labels.
    package var _labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Styles the toggles inside this view.
    ///
    /// ```swift
    /// Toggle("Reminders", isOn: $reminders).toggleStyle(CheckboxStyle())
    /// ```
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        installingStyle(style, at: \._toggleStyle) { $0.makeBody(configuration: $1) }
    }

    /// Hides the labels of the controls inside: a toggle draws only its switch. (On iOS VoiceOver
    /// still reads a hidden label; the headless layer leaves it out of the accessibility tree.)
    ///
    /// ```swift
    /// Toggle("Haptics", isOn: $haptics).labelsHidden()
    /// ```
    nonisolated public func labelsHidden() -> some View {
        EnvironmentWriter(content: self) { $0._labelsHidden = true }
    }
}
