#if os(Linux)
    import ArgumentParser
    import Foundation
    import HeadlessSwiftUI
    import AirFitPreviewReview
    import Renderer

    /// The language options `render`, `animate` and `lint` share: a locale, or one of Xcode's
    /// pseudo-languages.
    struct LanguageOptions: ParsableArguments {
        @Option(help: "The locale, as a BCP 47 tag (en, de, ar, ja-JP): text is looked up in it; Arabic lays out right to left.")
        var locale = "en-US"

        @Option(
            name: .customLong("pseudo-language"),
            help: "One of Xcode's pseudo-languages: double-length, accented or right-to-left.")
        var pseudoLanguage: String?

        /// A BCP 47 tag's shape: a 2–3 letter language, then subtags of 2–8 letters or digits.
        static func isLocaleTag(_ tag: String) -> Bool { SettingNames.isLocaleTag(tag) }

        func validate() throws {
            _ = try applied(to: RenderSettings())
        }

        /// `settings` in this locale and pseudo-language, or a validation error naming the bad option.
        func applied(to settings: RenderSettings) throws -> RenderSettings {
            guard Self.isLocaleTag(locale) else {
                throw ValidationError("--locale \"\(locale)\" is not a BCP 47 tag; use a language code such as en, de, ar or ja-JP")
            }
            var settings = settings
            settings.locale = Locale(identifier: locale)
            if let pseudoLanguage {
                guard let found = PseudoLanguage(rawValue: pseudoLanguage.lowercased()) else {
                    throw ValidationError("unknown --pseudo-language \"\(pseudoLanguage)\"; use double-length, accented or right-to-left")
                }
                settings.pseudoLanguage = found
            }
            return settings
        }
    }
#endif
