/// The look of a button, given its label and pressed state (Apple: `ButtonStyle`).
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a style makes for a button.
    associatedtype Body: View
    /// What the style is told about the button: its label and whether it is pressed.
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A button style that also decides when the action runs (Apple: `PrimitiveButtonStyle`): its
/// body calls `configuration.trigger()` when the button should act, often through a `Button`
/// made from the configuration.
///
/// ```swift
/// struct CountingStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button(configuration).buttonStyle(.bordered)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view a style makes for a button.
    associatedtype Body: View
    /// What the style is told about the button: its label and how to run its action.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a primitive button style is given (Apple: `PrimitiveButtonStyleConfiguration`).
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label (Apple: `PrimitiveButtonStyleConfiguration.Label`).
    public struct Label: View {
        /// Resolves the button's label in the context the style places it in.
        let resolve: @MainActor (ResolveContext) -> [ViewNode]
        public var body: Never { bodyError() }
    }

    /// The button's label, to place in the style's body.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void

    /// Runs the button's action. Nonisolated, as Apple's; the headless graph calls it, and every
    /// view's actions, on the main thread.
    public func trigger() {
        let action = UncheckedSendable(self.action)
        MainActor.assumeIsolated { action.value() }
    }
}

extension PrimitiveButtonStyleConfiguration.Label: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { resolve(context) }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button made from a primitive style's configuration: its label, running its action when
    /// tapped, in the button style set inside the primitive style's body.
    nonisolated public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(action: configuration.action) { configuration.label }
    }
}

/// The built-in primitive styles are drawn by the graph itself; their bodies are the button.
extension PlainButtonStyle {
    /// The button as it is.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension BorderlessButtonStyle {
    /// The button as it is.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension DefaultButtonStyle {
    /// The button as it is.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// What a button style is given (Apple: `ButtonStyleConfiguration`).
public struct ButtonStyleConfiguration {
    /// The button's label (Apple: `ButtonStyleConfiguration.Label`).
    public struct Label: View {
        /// Resolves the button's label in the context the style places it in.
        let resolve: @MainActor (ResolveContext) -> [ViewNode]
        public var body: Never { bodyError() }
    }

    /// The button's label, to place in the style's body.
    public let label: ButtonStyleConfiguration.Label
    /// Whether a finger is down on the button.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { resolve(context) }
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

/// A button without a border: its label in the tint color (Apple: `BorderlessButtonStyle`).
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    nonisolated public init() {}
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The borderless button style: the label in the tint color, no chrome.
    ///
    /// ```swift
    /// Button("Edit") {}.buttonStyle(.borderless)
    /// ```
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// The platform's default button style; on iOS, borderless (Apple: `DefaultButtonStyle`).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    nonisolated public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, which on iOS is borderless: what a button has when no style is set.
    ///
    /// ```swift
    /// Button("Cancel") {}.buttonStyle(.automatic)
    /// ```
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
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
            values[ButtonStyleKey.self] = { configuration in StyleBody(box.value, configuration) { $0.makeBody(configuration: $1) } }
            values[PrimitiveButtonStyleKey.self] = nil
            values[PlainButtonKey.self] = false
        }
    }

    /// Styles the buttons inside this view with a primitive style such as `.plain`.
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        // The glass styles draw their label on Liquid Glass; `.plain` draws the label alone.
        let glass: Bool? = style is GlassProminentButtonStyle ? true : (style is GlassButtonStyle ? false : nil)
        let bordered: Bool? = style is BorderedProminentButtonStyle ? true : (style is BorderedButtonStyle ? false : nil)
        let builtIn =
            glass != nil || bordered != nil || style is PlainButtonStyle || style is BorderlessButtonStyle || style is DefaultButtonStyle
        let box = UncheckedSendable(style)
        return EnvironmentWriter(content: self) { values in
            values[PrimitiveButtonStyleKey.self] = nil
            guard builtIn else {
                // A style of the app's own: its body decides what the button is and when it acts.
                values[PrimitiveButtonStyleKey.self] = { configuration in
                    StyleBody(box.value, configuration) { $0.makeBody(configuration: $1) }
                }
                values[ButtonStyleKey.self] = nil
                values[PlainButtonKey.self] = false
                return
            }
            if let prominent = bordered {
                values[ButtonStyleKey.self] = { configuration in BorderedButtonFace(configuration: configuration, isProminent: prominent) }
                values[PlainButtonKey.self] = false
                return
            }
            guard let prominent = glass else {
                values[ButtonStyleKey.self] = nil
                values[PlainButtonKey.self] = style is PlainButtonStyle
                return
            }
            values[ButtonStyleKey.self] = { configuration in GlassButtonFace(configuration: configuration, isProminent: prominent) }
        }
    }
}

/// The primitive style of the app's own that buttons below use, set with `.buttonStyle(_:)`.
struct PrimitiveButtonStyleKey: EnvironmentKey {
    static let defaultValue: (@MainActor (PrimitiveButtonStyleConfiguration) -> any View)? = nil
}

/// Whether `.buttonStyle(.plain)` is the style of buttons below.
struct PlainButtonKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether buttons here have the automatic style, which on iOS is borderless: the label drawn
    /// in the tint color (the accent color unless `.tint(_:)` sets one), unless a foreground style
    /// is set above the button.
    package var buttonDrawsLabelInTint: Bool { self[ButtonStyleKey.self] == nil && !self[PlainButtonKey.self] }
}

/// Carries a value built off the main actor to the graph, which uses it only on the main actor.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    nonisolated init(_ value: Value) {
        self.value = value
    }
}
