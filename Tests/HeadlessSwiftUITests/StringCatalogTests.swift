import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// `Text` with a `LocalizedStringKey` reads its translation from the bundle's String Catalog for
/// the environment's locale, as iOS does: plural variations by CLDR's rules (German one/other;
/// Arabic zero/one/two/few/many/other), positional specifiers, and the source text where a
/// language has no translation.
@MainActor
struct StringCatalogTests {
    func drawn(_ text: Text, _ locale: String) -> String? {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        return ViewHost(text, environment: environment).displayList(on: .iPhone16)
            .compactMap { if case let .text(t) = $0.content { t.string } else { nil } }.first
    }

    @Test func aKeyReadsInTheLocalesLanguage() {
        #expect(drawn(Text("Sets", bundle: .module), "de") == "Sätze")
        #expect(drawn(Text("Sets", bundle: .module), "de_AT") == "Sätze")
        #expect(drawn(Text("Sets", bundle: .module), "ar") == "مجموعات")
        #expect(drawn(Text("Sets", bundle: .module), "en_US") == "Sets")
        #expect(drawn(Text("Reps", bundle: .module), "de") == "Reps")
        #expect(drawn(Text(verbatim: "Sets"), "de") == "Sets")
    }

    @Test func pluralsFollowTheLanguagesRules() {
        #expect(drawn(Text("\(1) sets", bundle: .module), "en") == "1 set")
        #expect(drawn(Text("\(4) sets", bundle: .module), "en") == "4 sets")
        #expect(drawn(Text("\(1) sets", bundle: .module), "de") == "1 Satz")
        #expect(drawn(Text("\(12) sets", bundle: .module), "de") == "12 Sätze")
        #expect(drawn(Text("\(0) sets", bundle: .module), "ar") == "لا مجموعات")
        #expect(drawn(Text("\(2) sets", bundle: .module), "ar") == "مجموعتان")
        #expect(drawn(Text("\(5) sets", bundle: .module), "ar") == "5 مجموعات")
        #expect(drawn(Text("\(11) sets", bundle: .module), "ar") == "11 مجموعة")
    }

    @Test func positionalArgumentsAreReordered() {
        #expect(drawn(Text("\("3") of \("5")", bundle: .module), "de") == "5: 3")
    }

    /// Apple, `accessibilityLabel(_:)` with a `LocalizedStringKey`: VoiceOver reads the label in the
    /// app's language, looked up as a `Text` is (a key without a bundle is found in the test
    /// target's catalog, as a hosted test finds its app's, D307); a string is read as it is.
    @Test func accessibilityTextsAreLocalized() {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "de")
        let view = VStack {
            Text(verbatim: "A").accessibilityLabel(Text("Sets", bundle: .module))
                .accessibilityValue(Text("\(1) sets", bundle: .module))
            Text(verbatim: "B").accessibilityLabel("Sets").accessibilityHint(Text(verbatim: "Sets"))
        }
        let elements = ViewHost(view, environment: environment).accessibilityElements
        #expect(elements.map(\.label) == ["Sätze", "Sätze"])
        #expect(elements.first?.value == "1 Satz" && elements.last?.hint == "Sets")
    }

    /// `Text(_:format:)` formats in the environment's locale: German groups thousands with a dot.
    @Test func numbersFollowTheLocale() {
        #expect(drawn(Text(24860, format: .number), "en_US") == "24,860")
        #expect(drawn(Text(24860, format: .number), "de") == "24.860")
        #expect(drawn(Text(24860, format: .number), "ar") == 24860.formatted(.number.locale(Locale(identifier: "ar"))))
    }

    /// A format style interpolated into a localized key formats in the locale the key is read in
    /// (Apple: `LocalizedStringKey.StringInterpolation.appendInterpolation(_:format:)` formats with
    /// the environment's locale), with a translation and without one.
    @Test func aFormatStyleInAKeyFollowsTheLocale() {
        #expect(drawn(Text("\(24860, format: .number) kg lifted"), "de") == "24.860 kg lifted")
        #expect(drawn(Text("\(24860, format: .number) kg lifted"), "en_US") == "24,860 kg lifted")
        // German puts a no-break space before the sign: "50 %", as Foundation formats it there.
        let percent = 0.5.formatted(.percent.locale(Locale(identifier: "de")))
        #expect(percent != "50%" && drawn(Text("\(0.5, format: .percent) done"), "de") == percent + " done")
    }
}

/// Xcode's pseudo-languages on localized text only: double-length repeats it, accented marks its
/// letters, right-to-left keeps it; `Text(verbatim:)` is never changed.
@MainActor
struct PseudoLanguageTests {
    func drawn(_ view: some View, _ pseudo: PseudoLanguage) -> [String] {
        var environment = EnvironmentValues()
        environment._pseudoLanguage = pseudo
        return ViewHost(view, environment: environment).displayList(on: .iPhone16)
            .compactMap { if case let .text(t) = $0.content { t.string } else { nil } }
    }

    @Test func onlyLocalizedTextChanges() {
        let view = VStack {
            Text("Start workout")
            Text(verbatim: "24,860 kg")
        }
        #expect(drawn(view, .doubleLength) == ["Start workout Start workout", "24,860 kg"])
        #expect(drawn(view, .accented) == ["Šţárţ wórkóüţ", "24,860 kg"])
        #expect(drawn(view, .rightToLeft) == ["Start workout", "24,860 kg"])
    }
}

/// The older `.strings` tables in `LANGUAGE.lproj` folders, looked up as iOS looks up a key in them.
@MainActor
struct StringsTableTests {
    func text(_ view: some View, locale: String) -> [String] {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        return ViewHost(view, environment: environment).displayList(on: .iPhone16)
            .compactMap { if case let .text(text) = $0.content { text.string } else { nil } }
    }

    @Test func aKeyReadsFromItsLanguagesTable() {
        let send = Text("common.button.send", tableName: "Legacy", bundle: .module)
        #expect(text(send, locale: "en_US") == ["Send"])
        #expect(text(send, locale: "de_DE") == ["Senden"])
        // A language without the key reads the key, as iOS does.
        #expect(text(send, locale: "fr_FR") == ["common.button.send"])
        let name = "Sam"
        #expect(text(Text("common.greeting \(name)", tableName: "Legacy", bundle: .module), locale: "en_US") == ["Hello, Sam"])
    }

    @Test func aStringsDictChoosesThePluralFormOfItsLanguage() {
        func runs(_ count: Int, _ locale: String) -> [String] {
            text(Text("runs.count \(count)", tableName: "Legacy", bundle: .module), locale: locale)
        }
        #expect(runs(1, "en_US") == ["1 run this week"])
        #expect(runs(3, "en_US") == ["3 runs this week"])
        // Arabic's categories at their edges (CLDR): 0 zero, 1 one, 2 two, 3…10 few (also 103, 110),
        // 11…99 many, 100 other.
        #expect(runs(0, "ar") == ["لا جولات"])
        #expect(runs(2, "ar") == ["جولتان"])
        #expect(runs(10, "ar") == ["10 جولات"])
        #expect(runs(103, "ar") == ["103 جولات"])
        #expect(runs(11, "ar") == ["11 جولة"])
        #expect(runs(100, "ar") == ["100 جولة (other)"])
    }

    @Test func aStringsDictFormatWithTwoVariablesChoosesEach() {
        let summary = text(Text("summary \(1) \(5)", tableName: "Legacy", bundle: .module), locale: "en_US")
        #expect(summary == ["one run over 5 days"])
        let other = text(Text("summary \(4) \(1)", tableName: "Legacy", bundle: .module), locale: "en_US")
        #expect(other == ["4 runs over 1 day"])
    }
}
