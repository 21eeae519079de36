/// Whether the text inside can be selected (Apple: `TextSelectability`).
public protocol TextSelectability {
    /// Whether text can be selected.
    static var allowsSelection: Bool { get }
}

/// Text can be selected (Apple: `EnabledTextSelectability`).
public struct EnabledTextSelectability: TextSelectability {
    /// True.
    public static var allowsSelection: Bool { true }
}

/// Text cannot be selected (Apple: `DisabledTextSelectability`).
public struct DisabledTextSelectability: TextSelectability {
    /// False.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Whether the user can select the text inside (Apple: `textSelection(_:)`). Selection
    /// begins with a long press, and nothing is drawn before it.
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

    /// Marks this view as showing private data (Apple: `privacySensitive(_:)`): under
    /// `redacted(reason: .privacy)` its text is drawn as placeholders.
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View {
        transformEnvironment(\.redactionReasons) { reasons in
            if sensitive && reasons.contains(.privacy) { reasons.insert(.placeholder) }
        }
    }
}
