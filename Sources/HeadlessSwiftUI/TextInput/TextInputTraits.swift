/// The keyboard a text field asks for (Apple: UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default`
    /// Letters and numbers in ASCII.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For URLs (UIKit's own spelling).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URL
    /// Digits only.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// Names and phone numbers.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For social posts.
    case twitter
    /// For web searches.
    case webSearch
    /// ASCII digits only.
    case asciiCapableNumberPad
}

/// What a text field's content is, for AutoFill (Apple: UIKit's `UITextContentType`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// A content type from its raw value.
    nonisolated public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's name.
    public static let name = UITextContentType(rawValue: "name")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
}

/// When a text field capitalizes what is typed (Apple: `TextInputAutocapitalization`).
public struct TextInputAutocapitalization: Sendable {
    let kind: Int

    /// Never.
    public static let never = TextInputAutocapitalization(kind: 0)
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(kind: 1)
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(kind: 2)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(kind: 3)
}

/// The title of the keyboard's return key (Apple: `SubmitLabel`).
public struct SubmitLabel: Sendable {
    let title: String

    /// "done".
    public static let done = SubmitLabel(title: "done")
    /// "go".
    public static let go = SubmitLabel(title: "go")
    /// "send".
    public static let send = SubmitLabel(title: "send")
    /// "join".
    public static let join = SubmitLabel(title: "join")
    /// "route".
    public static let route = SubmitLabel(title: "route")
    /// "search".
    public static let search = SubmitLabel(title: "search")
    /// "return".
    public static let `return` = SubmitLabel(title: "return")
    /// "next".
    public static let next = SubmitLabel(title: "next")
    /// "continue".
    public static let `continue` = SubmitLabel(title: "continue")
}

/// The ways a view is submitted (Apple: `SubmitTriggers`).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int

    /// Triggers from their raw value.
    nonisolated public init(rawValue: Int) { self.rawValue = rawValue }

    /// Return in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Search in a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// How scrolling dismisses the keyboard (Apple: `ScrollDismissesKeyboardMode`).
public struct ScrollDismissesKeyboardMode: Sendable {
    let kind: Int

    /// The platform's choice.
    public static let automatic = ScrollDismissesKeyboardMode(kind: 0)
    /// As soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(kind: 1)
    /// As the scroll drags past the keyboard.
    public static let interactively = ScrollDismissesKeyboardMode(kind: 2)
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(kind: 3)
}

/// The keyboard's settings for the text fields inside. The headless layer draws no keyboard, so
/// they change nothing drawn; they compile as on iOS (docs/swiftui-subset.md).
extension View {
    /// The keyboard the text fields inside ask for (Apple: `keyboardType(_:)`).
    ///
    /// ```swift
    /// TextField("Weight", value: $weight, format: .number).keyboardType(.decimalPad)
    /// ```
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// What the text fields inside hold, for AutoFill (Apple: `textContentType(_:)`).
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// When the text fields inside capitalize (Apple: `textInputAutocapitalization(_:)`).
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Whether autocorrection is off in the text fields inside (Apple: `autocorrectionDisabled(_:)`).
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// When the text fields inside capitalize, in UIKit's terms (Apple: `autocapitalization(_:)`,
    /// superseded by `textInputAutocapitalization(_:)`).
    ///
    /// ```swift
    /// TextField("Email", text: $email).autocapitalization(.none)
    /// ```
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// Whether autocorrection is off in the text fields inside; nil for the platform's choice
    /// (Apple: `disableAutocorrection(_:)`, superseded by `autocorrectionDisabled(_:)`).
    ///
    /// ```swift
    /// TextField("Username", text: $name).disableAutocorrection(true)
    /// ```
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// The title of the keyboard's return key (Apple: `submitLabel(_:)`).
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// How scrolling the content dismisses the keyboard (Apple: `scrollDismissesKeyboard(_:)`).
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        EnvironmentWriter(content: self) { $0.scrollDismissesKeyboardMode = mode }
    }
}
