import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// The words the system draws in its own controls read in the locale's language, as UIKit's own
/// translations do (Apple's localisation glossaries: `barButton_cancel` "Abbrechen" / "إلغاء",
/// `barButton_edit` "Bearbeiten" / "تحرير", `barButton_action` "Teilen" / "مشاركة",
/// `barButton_search` "Suchen" / "بحث", `navigation_back` "Zurück" / "رجوع"), and so in the 34
/// languages and variants KeyboardKit keeps them for, with Portugal's and Traditional Chinese's own
/// words; a language without a translation keeps English.
@MainActor
struct SystemWordTests {
    struct Screen: View {
        @State private var asking = true
        @State private var query = ""
        var body: some View {
            NavigationStack {
                List {
                    ShareLink(item: URL(string: "https://example.com")!)
                    Text("Row")
                        .confirmationDialog("Remove?", isPresented: $asking) { Button("Remove", role: .destructive) {} }
                }
                .toolbar { EditButton() }
                .searchable(text: $query)
            }
        }
    }

    func words(_ language: String) -> Set<String> {
        Set(ViewHost(Screen().environment(\.locale, Locale(identifier: language))).drawnTexts().map(\.string))
    }

    @Test(arguments: [
        ("de", ["Abbrechen", "Bearbeiten", "Teilen", "Suchen"]),
        ("ar", ["إلغاء", "تحرير", "مشاركة", "بحث"]),
        ("en", ["Cancel", "Edit", "Share", "Search"]),
        ("fi", ["Kumoa", "Muokkaa", "Jaa", "Haku"]),
        ("fr_CA", ["Annuler", "Modifier", "Partager", "Rechercher"]),
        ("ja_JP", ["キャンセル", "編集", "共有", "検索"]),
        ("pt_BR", ["Cancelar", "Editar", "Compartilhar", "Buscar"]),
        ("pt_PT", ["Cancelar", "Editar", "Partilhar", "Pesquisa"]),
        ("zh_CN", ["取消", "编辑", "共享", "搜索"]),
        ("zh_TW", ["取消", "編輯", "分享", "搜尋"]),
        ("no", ["Avbryt", "Rediger", "Del", "Søk"]),
        // Swahili: no translation in the glossaries' table, so English.
        ("sw", ["Cancel", "Edit", "Share", "Search"]),
    ])
    func theSystemsWordsReadInTheLocalesLanguage(language: String, expected: [String]) {
        let drawn = words(language)
        #expect(Set(expected).isSubset(of: drawn), "\(drawn.sorted())")
    }

    @Test func anUntitledPagesBackButtonReadsBackInTheLocalesLanguage() throws {
        struct Pushed: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Open") { Text("Detail").navigationTitle("Detail") }
                }
            }
        }
        let host = ViewHost(Pushed().environment(\.locale, Locale(identifier: "de_DE")))
        try host.tap("Open")
        #expect(host.drawnTexts().map(\.string).contains("Zurück"))
    }
}
