import HeadlessSwiftUI

/// One of Xcode's pseudo-languages for a headless snapshot, as a scheme's App Language offers them:
/// a render setting that changes only localized text (a `Text` made from a `LocalizedStringKey`).
///
/// ```swift
/// assertSnapshot(of: ProfileScreen(), as: .headlessImage(layout: .device(.iPhone16), pseudoLanguage: .doubleLength))
/// ```
public enum SnapshotPseudoLanguage: String, CaseIterable, Sendable {
    /// Each localized string twice: finds text that truncates or clips in longer languages.
    case doubleLength = "double-length"
    /// Letters with diacritics: finds text that is not localized and glyphs that clip.
    case accented
    /// The layout mirrored with the strings as they are: finds layouts that do not mirror.
    case rightToLeft = "right-to-left"

    /// The layer's pseudo-language of the same name.
    var pseudoLanguage: PseudoLanguage {
        switch self {
        case .doubleLength: .doubleLength
        case .accented: .accented
        case .rightToLeft: .rightToLeft
        }
    }
}
