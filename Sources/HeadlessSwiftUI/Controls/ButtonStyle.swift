/// The look of a button, given its label and pressed state (Apple: `ButtonStyle`).
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a style makes for a button.
    associatedtype Body: View
    /// What the style is told about the button: its label and whether it is pressed.
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A button style that also decides when the action runs (Apple: `PrimitiveButtonStyle`).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {}

/// What a button style is given (Apple: `ButtonStyleConfiguration`).
public struct ButtonStyleConfiguration {
    /// The button's label (Apple: `ButtonStyleConfiguration.Label`).
    public struct Label: View {
        let nodes: [ViewNode]
        public var body: Never { bodyError() }
    }

    /// The button's label, to place in the style's body.
    public let label: ButtonStyleConfiguration.Label
    /// Whether a finger is down on the button.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { nodes }
}

/// A button that draws only its label (Apple: `PlainButtonStyle`).
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style: the label as it is, without chrome.
    nonisolated public init() {}
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The plain button style: the label without chrome.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The style buttons below it use, set with `.buttonStyle(_:)`.
struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue: (@MainActor (ButtonStyleConfiguration) -> any View)? = nil
}

extension View {
    /// Styles the buttons inside this view.
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        // The style is built here, anywhere, and used only by the graph on the main actor.
        let box = UncheckedSendable(style)
        return EnvironmentWriter(content: self) { values in
            values[ButtonStyleKey.self] = { configuration in box.value.makeBody(configuration: configuration) }
        }
    }

    /// Styles the buttons inside this view with a primitive style such as `.plain`.
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        // The glass styles draw their label on Liquid Glass; `.plain` draws the label alone.
        let glass: Bool? = style is GlassProminentButtonStyle ? true : (style is GlassButtonStyle ? false : nil)
        return EnvironmentWriter(content: self) { values in
            guard let prominent = glass else {
                values[ButtonStyleKey.self] = nil
                return
            }
            values[ButtonStyleKey.self] = { configuration in GlassButtonFace(configuration: configuration, isProminent: prominent) }
        }
    }
}

/// Carries a value built off the main actor to the graph, which uses it only on the main actor.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    nonisolated init(_ value: Value) {
        self.value = value
    }
}
