import Foundation

/// The words the system draws in its own controls (a dialog's added Cancel, `EditButton`'s Edit, a
/// share link's Share, the search field's Search, the back button's Back), in the language of the
/// environment's locale, as UIKit draws its own translations there. The translations are Apple's,
/// from its localisation glossaries (`barButton_cancel`, `barButton_edit`, `barButton_action`,
/// `barButton_search`, `navigation_back`), as KeyboardKit extracts them; English in languages the
/// table does not have.
enum SystemWord: String, Sendable {
    case cancel = "Cancel"
    case edit = "Edit"
    case search = "Search"
    case share = "Share"
    case back = "Back"

    /// Apple's translations, by language code.
    private var translations: [String: String] {
        switch self {
        case .cancel: ["de": "Abbrechen", "ar": "إلغاء"]
        case .edit: ["de": "Bearbeiten", "ar": "تحرير"]
        case .search: ["de": "Suchen", "ar": "بحث"]
        case .share: ["de": "Teilen", "ar": "مشاركة"]
        case .back: ["de": "Zurück", "ar": "رجوع"]
        }
    }

    /// The word in `locale`'s language.
    func string(in locale: Locale) -> String {
        locale.language.languageCode.flatMap { translations[$0.identifier] } ?? rawValue
    }

    /// The word as a text that reads in the environment's locale when it is resolved (through the
    /// text's formatter, as `Text(_:format:)` reads in it).
    var text: Text {
        var text = Text(verbatim: rawValue)
        text.formatter = { [self] locale in string(in: locale) }
        return text
    }
}
