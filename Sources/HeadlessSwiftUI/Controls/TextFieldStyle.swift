/// The look of the text fields inside a view (Apple: `TextFieldStyle`). Apple's protocol has no
/// public requirement, so apps choose among the system's styles rather than write their own.
///
/// ```swift
/// TextField("Name", text: $name).textFieldStyle(.roundedBorder)
/// ```
@MainActor @preconcurrency
public protocol TextFieldStyle {}

/// The platform's default: on iOS a field with no border, as `PlainTextFieldStyle` (Apple:
/// `DefaultTextFieldStyle`).
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    nonisolated public init() {}
}

/// A field with no decoration (Apple: `PlainTextFieldStyle`).
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    nonisolated public init() {}
}

/// A field inside a rounded rectangle (Apple: `RoundedBorderTextFieldStyle`, UIKit's
/// `UITextField.BorderStyle.roundedRect`).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded border style.
    nonisolated public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded rectangle around the field.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// The style of the text fields and secure fields inside this view (Apple: `textFieldStyle(_:)`).
    ///
    /// ```swift
    /// VStack {
    ///     TextField("Email", text: $email)
    ///     SecureField("Password", text: $password)
    /// }
    /// .textFieldStyle(.roundedBorder)
    /// ```
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\._textFieldHasRoundedBorder, style is RoundedBorderTextFieldStyle)
    }
}

private struct TextFieldBorderKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether text fields below draw the rounded border of `.roundedBorder`.
    var _textFieldHasRoundedBorder: Bool {
        get { self[TextFieldBorderKey.self] }
        set { self[TextFieldBorderKey.self] = newValue }
    }
}
