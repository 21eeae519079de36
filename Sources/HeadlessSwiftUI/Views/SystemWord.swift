import Foundation

/// The words the system draws in its own controls (a dialog's added Cancel, `EditButton`'s Edit, a
/// share link's Share, the search field's Search, the back button's Back), in the language of the
/// environment's locale, as UIKit draws its own translations there. The translations are Apple's,
/// from its localisation glossaries (`barButton_cancel`, `barButton_edit`, `barButton_action`,
/// `barButton_search`, `navigation_back`), as KeyboardKit 9.0.3 keeps them for the 34 languages
/// and variants iOS ships (D222, D226); English in languages the table does not have.
enum SystemWord: String, Sendable {
    case cancel = "Cancel"
    case edit = "Edit"
    case search = "Search"
    case share = "Share"
    case back = "Back"

    /// Apple's translations, by language ("pt" is Brazilian Portuguese, as Apple's "pt" is; a
    /// script or region is named where its words differ).
    private var translations: [String: String] {
        switch self {
        case .cancel:
            [
                "ar": "إلغاء", "ca": "Cancel·lar", "cs": "Zrušit", "da": "Annuller", "de": "Abbrechen", "el": "Ακύρωση", "es": "Cancelar",
                "fi": "Kumoa", "fr": "Annuler", "he": "ביטול", "hi": "रद्द करें", "hr": "Poništi", "hu": "Mégsem", "id": "Batalkan",
                "it": "Annulla", "ja": "キャンセル", "ko": "취소", "ms": "Batal", "nb": "Avbryt", "nl": "Annuleer", "pl": "Anuluj",
                "pt": "Cancelar", "pt-PT": "Cancelar", "ro": "Anulați", "ru": "Отменить", "sk": "Zrušiť", "sv": "Avbryt", "th": "ยกเลิก",
                "tr": "Vazgeç", "uk": "Скасувати", "vi": "Hủy", "zh-Hans": "取消", "zh-Hant": "取消", "zh-HK": "取消",
            ]
        case .edit:
            [
                "ar": "تحرير", "ca": "Editar", "cs": "Upravit", "da": "Rediger", "de": "Bearbeiten", "el": "Επεξεργασία", "es": "Editar",
                "fi": "Muokkaa", "fr": "Modifier", "he": "עריכה", "hi": "संपादित करें", "hr": "Uredi", "hu": "Szerkesztés", "id": "Edit",
                "it": "Modifica", "ja": "編集", "ko": "편집", "ms": "Edit", "nb": "Rediger", "nl": "Wijzig", "pl": "Edycja", "pt": "Editar",
                "pt-PT": "Editar", "ro": "Editați", "ru": "Править", "sk": "Upraviť", "sv": "Ändra", "th": "แก้ไข", "tr": "Düzenle",
                "uk": "Змінити", "vi": "Sửa", "zh-Hans": "编辑", "zh-Hant": "編輯", "zh-HK": "編輯",
            ]
        case .search:
            [
                "ar": "بحث", "ca": "Buscar", "cs": "Hledat", "da": "Søg", "de": "Suchen", "el": "Αναζήτηση", "es": "Buscar", "fi": "Haku",
                "fr": "Rechercher", "he": "חיפוש", "hi": "खोजें", "hr": "Traži", "hu": "Keresés", "id": "Cari", "it": "Cerca", "ja": "検索",
                "ko": "검색", "ms": "Cari", "nb": "Søk", "nl": "Zoek", "pl": "Szukaj", "pt": "Buscar", "pt-PT": "Pesquisa", "ro": "Căutare",
                "ru": "Поиск", "sk": "Vyhľadať", "sv": "Sök", "th": "ค้นหา", "tr": "Ara", "uk": "Пошук", "vi": "Tìm kiếm", "zh-Hans": "搜索",
                "zh-Hant": "搜尋", "zh-HK": "搜尋",
            ]
        case .share:
            [
                "ar": "مشاركة", "ca": "Compartir", "cs": "Sdílet", "da": "Del", "de": "Teilen", "el": "Κοινή χρήση", "es": "Compartir",
                "fi": "Jaa", "fr": "Partager", "he": "שתף/י", "hi": "शेयर करें", "hr": "Dijeli", "hu": "Megosztás", "id": "Bagikan",
                "it": "Condividi", "ja": "共有", "ko": "공유", "ms": "Kongsi", "nb": "Del", "nl": "Deel", "pl": "Udostępnij",
                "pt": "Compartilhar", "pt-PT": "Partilhar", "ro": "Partajați", "ru": "Поделиться", "sk": "Zdieľať", "sv": "Dela",
                "th": "แชร์", "tr": "Paylaş", "uk": "Ділитись", "vi": "Chia sẻ", "zh-Hans": "共享", "zh-Hant": "分享", "zh-HK": "分享",
            ]
        case .back:
            [
                "ar": "رجوع", "ca": "Enrere", "cs": "Zpět", "da": "Tilbage", "de": "Zurück", "el": "Πίσω", "es": "Atrás", "fi": "Edellinen",
                "fr": "Retour", "he": "הקודם", "hi": "वापस", "hr": "Natrag", "hu": "Vissza", "id": "Kembali", "it": "Indietro", "ja": "戻る",
                "ko": "뒤로", "ms": "Balik", "nb": "Tilbake", "nl": "Vorige", "pl": "Wróć", "pt": "Voltar", "pt-PT": "Anterior",
                "ro": "Înapoi", "ru": "Назад", "sk": "Naspäť", "sv": "Tillbaka", "th": "ย้อนกลับ", "tr": "Geri", "uk": "Назад",
                "vi": "Quay lại", "zh-Hans": "返回", "zh-Hant": "返回", "zh-HK": "返回",
            ]
        }
    }

    /// The word in `locale`'s language: its script's or region's translation where one differs
    /// (Chinese written in Traditional characters, and in Hong Kong; Portuguese in Portugal),
    /// else its language's, else English.
    func string(in locale: Locale) -> String {
        guard let language = locale.language.languageCode?.identifier else { return rawValue }
        let table = translations
        let region = locale.region?.identifier
        var keys: [String] = []
        if let region { keys.append("\(language)-\(region)") }
        if let script = locale.language.script?.identifier { keys.append("\(language)-\(script)") }
        if language == "zh" { keys += region == "TW" || region == "MO" ? ["zh-Hant", "zh-Hans"] : ["zh-Hans"] }
        // Norwegian: Bokmål is what iOS draws for "no".
        keys.append(language == "no" ? "nb" : language)
        return keys.lazy.compactMap { table[$0] }.first ?? rawValue
    }

    /// The word as a text that reads in the environment's locale when it is resolved (through the
    /// text's formatter, as `Text(_:format:)` reads in it).
    var text: Text {
        var text = Text(verbatim: rawValue)
        text.formatter = { [self] locale in string(in: locale) }
        return text
    }
}
