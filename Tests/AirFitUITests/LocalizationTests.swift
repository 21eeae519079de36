import AirFitSnapshotTesting
import AirFitUI
import Foundation
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// AirFit UI's own strings live in its String Catalog (Sources/AirFitUI/Localization), complete in
/// German and Arabic, and the components read them in the environment's locale.
@MainActor
struct LocalizationTests {
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func spoken(_ view: some View, _ locale: String) -> [String] {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        return ViewHost(view, environment: environment).accessibilityElements.map(\.description)
    }

    /// Every key the components use is in the catalog, translated into German and Arabic, and every
    /// key in it is used.
    @Test func theCatalogIsComplete() throws {
        let findings = try StringCatalogAudit.audit(
            catalog: Self.root.appending(path: "Sources/AirFitUI/Localization/Localizable.xcstrings"),
            sources: Self.root.appending(path: "Sources/AirFitUI"), languages: ["de", "ar"])
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func componentsSpeakTheLocalesLanguage() {
        #expect(spoken(GlassHelpButton {}, "de") == ["Hilfe, button. Erklärt diese Seite"])
        #expect(spoken(GlassHelpButton {}, "ar") == ["مساعدة, button. يشرح هذه الصفحة"])
        #expect(spoken(GlassHelpButton {}, "en") == ["Help, button. Explains this page"])
        #expect(spoken(Countdown(from: 3), "de").first?.hasPrefix("Start in 3") == true)
        #expect(spoken(MetricRing(value: 3, goal: 5), "ar").first?.contains("3 من 5") == true)
    }

    /// Issue #29: a ring reads what it measures, then its value; before, VoiceOver read "3200 of 5000"
    /// and never what it was.
    @Test func ringsReadTheirLabelAndValue() {
        #expect(spoken(ProgressRing("Weekly volume", value: 3_200, goal: 5_000), "en") == ["Weekly volume, 3200 of 5000"])
        #expect(spoken(MetricRing("Calories", value: 1_920, goal: 2_300), "en") == ["Calories, 1920 of 2300"])
        #expect(spoken(MetricRing(Text(verbatim: "Kalorien"), value: 3, goal: 5), "de") == ["Kalorien, 3 von 5"])
    }

    /// Issue #29: the rings' looks as styles on SwiftUI's own `Gauge`, read as the label then the value.
    @Test func ringGaugeStylesReadTheLabelThenTheValue() {
        let move = Gauge(value: 0.64) {
            Text("Move")
        } currentValueLabel: {
            Text("64%")
        }
        #expect(ViewHost(move.gaugeStyle(.metricRing)).accessibilityElements.map(\.label) == ["Move, 64%"])
        let volume = Gauge(value: 3_200, in: 0...5_000) { Text("Weekly volume") }
        #expect(ViewHost(volume.gaugeStyle(.progressRing)).accessibilityElements.map(\.label) == ["Weekly volume, 64%"])
    }

    /// A title given as a literal is a `LocalizedStringKey` (looked up in the app's catalog); a
    /// string value is shown verbatim; a `Text` is used as it is.
    @Test func titlesFollowSwiftUIsRules() {
        let title = "Start workout"
        #expect(spoken(ModernButton(title) {}, "de") == ["Start workout, button"])
        #expect(spoken(ModernButton(Text(verbatim: "Los geht's")) {}, "de") == ["Los geht's, button"])
        var english = EnvironmentValues()
        english.locale = Locale(identifier: "en")
        let card = ViewHost(StatCard("Streak", value: "12", systemImage: "flame.fill"), environment: english)
        #expect(card.accessibilityElements.map(\.label) == ["Streak, 12"])
    }
}

/// The catalog audit finds what it is for: a missing translation, a key the code uses that the
/// catalog lacks, and a key nothing uses.
struct StringCatalogAuditTests {
    @Test func findsEachKindOfProblem() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "catalog-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Help": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hilfe"}}}},
              "%lld of %lld": {"localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "%1$lld von %2$lld"}},
                "ar": {"stringUnit": {"state": "translated", "value": "%1$lld من %2$lld"}}}},
              "Old": {"localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Alt"}},
                "ar": {"stringUnit": {"state": "translated", "value": "قديم"}}}},
              "Done": {"localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Fertig"}},
                "ar": {"stringUnit": {"state": "needs_review", "value": ""}}}}
            }}
            """
        try Data(catalog.utf8).write(to: folder.appending(path: "Localizable.xcstrings"))
        let source = #"""
            let a = Text("Help", bundle: .module)
            let b = Text("\(value) of \(goal)", bundle: .module)
            let c = Text("Missing\nkey", bundle: .module)
            let d = Text("Not looked up in the module")
            let e = Text("Done", bundle: .module)
            """#
        try Data(source.utf8).write(to: folder.appending(path: "View.swift"))
        let findings = try StringCatalogAudit.audit(
            catalog: folder.appending(path: "Localizable.xcstrings"), sources: folder, languages: ["de", "ar"])
        #expect(
            findings == [
                // A translation present but empty is missing: the Arabic "Done" would draw nothing.
                .missingTranslation(key: "Done", language: "ar"),
                .missingTranslation(key: "Help", language: "ar"),
                .missingKey(key: "Missing\nkey", file: "View.swift"),
                .unusedKey(key: "Old"),
            ])
    }

    @Test func aMissingCatalogIsNamed() {
        #expect(throws: StringCatalogAudit.Failure.self) {
            try StringCatalogAudit.audit(
                catalog: URL(filePath: "/nonexistent/Localizable.xcstrings"), sources: URL(filePath: "/nonexistent"), languages: ["de"])
        }
    }
}
