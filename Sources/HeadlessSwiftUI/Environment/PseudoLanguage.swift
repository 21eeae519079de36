import Foundation

/// Xcode's pseudo-languages, as a scheme's App Language offers them for testing localization:
/// every localized string doubled, accented, or the layout right to left.
package enum PseudoLanguage: String, CaseIterable, Sendable {
    /// Each localized string twice ("Sets Sets"): finds text that truncates or clips in longer languages.
    case doubleLength = "double-length"
    /// Letters with diacritics ("Šéţš"): finds text that is not localized and glyphs that clip.
    case accented
    /// The layout mirrored with the strings as they are: finds layouts that do not mirror.
    case rightToLeft = "right-to-left"

    /// `text` as the pseudo-language shows a localized string.
    package func apply(to text: String) -> String {
        switch self {
        case .doubleLength: return text.isEmpty ? text : text + " " + text
        case .accented: return String(text.map { Self.accents[$0] ?? $0 })
        case .rightToLeft: return text
        }
    }

    /// A letter's accented look-alike, as Xcode's accented pseudo-language draws it.
    static let accents: [Character: Character] = [
        "a": "á", "c": "ç", "e": "é", "i": "í", "n": "ñ", "o": "ó", "s": "š", "u": "ü", "y": "ý", "z": "ž", "t": "ţ",
        "A": "Á", "C": "Ç", "E": "É", "I": "Í", "N": "Ñ", "O": "Ó", "S": "Š", "U": "Ü", "Y": "Ý", "Z": "Ž", "T": "Ţ",
    ]
}

private struct PseudoLanguageKey: EnvironmentKey {
    static let defaultValue: PseudoLanguage? = nil
}

extension EnvironmentValues {
    /// The pseudo-language localized text is shown in; nil for none. Set by the runtime.
    package var _pseudoLanguage: PseudoLanguage? {
        get { self[PseudoLanguageKey.self] }
        set { self[PseudoLanguageKey.self] = newValue }
    }
}
