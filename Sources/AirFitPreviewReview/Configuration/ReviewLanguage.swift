import Foundation
import HeadlessSwiftUI
import Renderer

/// A language a review draws its previews in: a locale, or one of Xcode's pseudo-languages.
///
/// ```swift
/// ReviewLanguage.locale("ar").name           // "ar"
/// ReviewLanguage.pseudo("double-length")      // the double-length pseudo-language
/// ```
public enum ReviewLanguage: Hashable, Sendable {
    /// A locale, by its BCP 47 tag.
    case locale(String)
    /// A pseudo-language, by Xcode's name (`double-length`, `accented`, `right-to-left`).
    case pseudoLanguage(String)

    /// The pseudo-languages' names.
    public static let pseudoLanguageNames = PseudoLanguage.allCases.map(\.rawValue)

    /// The pseudo-language called `name`, or nil.
    public static func pseudo(_ name: String) -> ReviewLanguage? {
        PseudoLanguage(rawValue: name) == nil ? nil : .pseudoLanguage(name)
    }

    /// Its name in paths and on the page.
    public var name: String {
        switch self {
        case let .locale(tag): tag
        case let .pseudoLanguage(name): name
        }
    }

    /// `settings` in this language (a pseudo-language over US English).
    public func applied(to settings: RenderSettings) -> RenderSettings {
        var settings = settings
        switch self {
        case let .locale(tag):
            settings.locale = Locale(identifier: tag)
        case let .pseudoLanguage(name):
            settings.locale = Locale(identifier: "en-US")
            settings.pseudoLanguage = PseudoLanguage(rawValue: name)
        }
        return settings
    }
}
