import Foundation

/// The language a text is typeset for (Apple: `TypesettingLanguage`, iOS 17): on iOS it can give
/// lines the height a script needs (Thai, Tamil); the scripts the layer draws (Latin, Arabic) keep
/// their lines, so it changes nothing here (D273).
///
/// ```swift
/// Text(title).typesettingLanguage(.explicit(Locale.Language(identifier: "th")))
/// ```
public struct TypesettingLanguage: Sendable, Equatable {
    let language: Locale.Language?

    /// The language of the text's own content.
    public static let automatic = TypesettingLanguage(language: nil)

    /// `language`, whatever the text's content.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage { TypesettingLanguage(language: language) }
}

extension View {
    /// Typesets the text inside this view for `language` (Apple: `typesettingLanguage(_:isEnabled:)`).
    nonisolated public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }

    /// Typesets the text inside this view for `language`.
    nonisolated public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { self }
}

extension Text {
    /// This text typeset for `language`.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }

    /// This text typeset for `language`.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text { self }
}
