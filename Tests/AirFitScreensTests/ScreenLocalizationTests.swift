import AirFitScreens
import AirFitSnapshotTesting
import Foundation
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// The screens' sample text lives in their own String Catalog (Sources/AirFitScreens/Localization),
/// complete in German and Arabic, and reads in the environment's locale.
@MainActor
struct ScreenLocalizationTests {
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theCatalogIsComplete() throws {
        let findings = try StringCatalogAudit.audit(
            catalog: Self.root.appending(path: "Sources/AirFitScreens/Localization/Localizable.xcstrings"),
            sources: Self.root.appending(path: "Sources/AirFitScreens"), languages: ["de", "ar"])
        #expect(findings.isEmpty, "\(findings)")
    }

    func labels(_ id: ScreenID, _ locale: String) -> [String] {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        return ViewHost(Screens.view(id), environment: environment).accessibilityElements.map(\.label)
    }

    /// The Train hub in German: titles, a plural ("12 Tage"), a number formatted in the locale
    /// ("24.860 kg") and an interpolated localized name ("Startet Oberkörperkraft").
    @Test func theTrainHubReadsInGerman() {
        let german = labels(.trainHub, "de")
        #expect(german.contains("Training"))
        #expect(german.contains("Serie, 12 Tage"))
        #expect(german.contains("Volumen diese Woche, 24.860 kg"))
        #expect(german.contains("Deine Programme"))
        #expect(german.contains("Oberkörperkraft, 3 von 4 Einheiten diese Woche"))
        #expect(labels(.trainHub, "en").contains("Streak, 12 days"))
    }

    /// Arabic: the translation, with the catalog's plural form for 12 ("12 يومًا", CLDR's "many").
    @Test func theTrainHubReadsInArabic() {
        let arabic = labels(.trainHub, "ar")
        #expect(arabic.contains("السلسلة, 12 يومًا"))
        #expect(arabic.contains("برامجك"))
    }
}
