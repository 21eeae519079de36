import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import SwiftUICorpus
import Testing

/// SwiftUI's system containers as app screens use them (issue #36): `Form`, `List`, `Section`,
/// `NavigationStack` with its title, `NavigationLink`, `LabeledContent`, `ObservableObject`.
@MainActor
struct SystemContainerTests {
    func texts(_ host: ViewHost, on device: Device = .iPhone16) -> [DisplayText] {
        host.displayList(on: device).compactMap { if case let .text(text) = $0.content { text } else { nil } }
    }

    @Test func aSettingsFormDrawsItsSectionsUnderALargeTitle() throws {
        let host = ViewHost(SettingsScreenSnippet(model: SettingsModel()))
        let strings = texts(host).map(\.string)
        // The header in small capitals, the footer and rows as written, the title once.
        #expect(strings.contains("GENERAL") && strings.contains("ACCOUNT"))
        #expect(strings.contains("Reminders arrive at 8 am.") && strings.filter { $0 == "Settings" }.count == 1)
        let title = try #require(texts(host).first { $0.string == "Settings" })
        #expect(title.font.size == 34 && title.font.weight == 700)
        // The labeled value trails in the secondary label color; the link has its chevron.
        let version = try #require(texts(host).first { $0.string == "2.4" })
        let secondary = DisplayPaint.color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, opacity: 0.6)
        #expect(version.paint == secondary)
        #expect(
            host.displayList(on: .iPhone16).contains { if case .symbol("chevron.forward", _, _, _, _) = $0.content { true } else { false } }
        )
        // VoiceOver: the title is a header, the switch reads its state, the value reads with its label.
        let elements = host.accessibilityElements
        #expect(elements.first { $0.label == "Settings" }?.traits.contains("header") == true)
        #expect(elements.contains { $0.label == "Version, 2.4" })
        #expect(elements.first { $0.label == "Sam Rivera" }?.identifier == "settings.name")
        #expect(strings.contains("Standard type") && strings.contains("Active"))
    }

    @Test func publishedChangesUpdateObservingViews() {
        let model = SettingsModel()
        let host = ViewHost(SettingsScreenSnippet(model: model))
        model.name = "Alex Kim"
        #expect(host.graph.needsUpdate)
        host.update()
        #expect(texts(host).contains { $0.string == "Alex Kim" })
        // A toggle writes through the object's binding.
        try? host.tap("Workout reminders")
        #expect(model.reminders == false)
    }

    @Test func environmentAndStateObjectsReachTheList() throws {
        let model = SettingsModel()
        model.name = "Jo"
        let host = ViewHost(WorkoutListSnippet().environmentObject(model))
        let strings = texts(host).map(\.string)
        // `.textCase(nil)` keeps the header's own case; the inline title is in the bar.
        #expect(strings.contains("Today, Jo") && strings.contains("Sam Rivera"))
        let title = try #require(texts(host).first { $0.string == "Workouts" })
        #expect(title.font.size == 17 && title.font.weight == 600)
        model.name = "Max"
        host.update()
        #expect(texts(host).contains { $0.string == "Today, Max" })
    }

    /// At the accessibility sizes a labeled value goes under its label instead of breaking words.
    @Test func aLabeledValueStacksAtAccessibilitySizes() throws {
        var large = EnvironmentValues()
        large.dynamicTypeSize = .accessibility3
        let host = ViewHost(LabeledContent("Version", value: "2.4"), environment: large)
        let result = host.layout(on: .iPhone16)
        let label = try #require(host.frames(ofText: "Version", in: result).first)
        let value = try #require(host.frames(ofText: "2.4", in: result).first)
        #expect(value.minY >= label.maxY && value.minX == label.minX, "\(label) \(value)")
        let regular = ViewHost(LabeledContent("Version", value: "2.4"))
        let side = regular.layout(on: .iPhone16)
        let regularValue = try #require(regular.frames(ofText: "2.4", in: side).first)
        #expect(regularValue.maxX == 393, "\(regularValue)")
    }

    /// The innermost `navigationTitle` names the bar, as SwiftUI's title preference does.
    @Test func theInnermostTitleWins() {
        let host = ViewHost(NavigationStack { VStack { Text("Body").navigationTitle("Inner") }.navigationTitle("Outer") })
        let strings = texts(host).map(\.string)
        #expect(strings.contains("Inner") && !strings.contains("Outer"))
    }

    @Test func preferredColorSchemeDrawsTheWholePictureInIt() throws {
        let host = ViewHost(VStack { Text("Dark").foregroundStyle(Color.primary) }.preferredColorScheme(.dark))
        let text = try #require(texts(host).first)
        let white = DisplayPaint.color(red: 1, green: 1, blue: 1, opacity: 1)
        #expect(text.paint == white)
    }
}

/// A style's dynamic properties read the environment where its control stands, as on iOS.
@MainActor
struct StyleEnvironmentTests {
    func strings(_ view: some View, environment: EnvironmentValues = EnvironmentValues()) -> [String] {
        ViewHost(view, environment: environment).displayList(on: .iPhone16)
            .compactMap { if case let .text(text) = $0.content { text.string } else { nil } }
    }

    @Test func aButtonStyleReadsTheSchemeAndEnabledState() {
        #expect(strings(Button("Go") {}.buttonStyle(SchemeAwareButtonStyle())) == ["Go", "light", "enabled"])
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(strings(Button("Go") {}.buttonStyle(SchemeAwareButtonStyle()), environment: dark) == ["Go", "dark", "enabled"])
        #expect(strings(Button("Go") {}.buttonStyle(SchemeAwareButtonStyle()).disabled(true)) == ["Go", "light", "disabled"])
        #expect(
            strings(Button("Go") {}.buttonStyle(SchemeAwareButtonStyle()).environment(\.colorScheme, .dark)) == ["Go", "dark", "enabled"])
    }

    @Test func aToggleStyleReadsAValueSetAboveTheToggle() {
        let view = Toggle("Sounds", isOn: .constant(true)).toggleStyle(SchemeToggleStyle()).environment(\.colorScheme, .dark)
        #expect(strings(view) == ["Sounds", "dark"])
    }
}

struct SchemeToggleStyle: ToggleStyle {
    @Environment(\.colorScheme) private var colorScheme

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(colorScheme == .dark ? "dark" : "light")
        }
    }
}

/// `ContentSizeCategory` is `DynamicTypeSize` under its older names, case by case (Apple:
/// `DynamicTypeSize.init(_:)`), and `textCase` uppercases in the locale.
struct ClassicEnvironmentTests {
    @Test func sizeCategoriesMapCaseByCase() {
        #expect(ContentSizeCategory.allCases.count == DynamicTypeSize.allCases.count)
        #expect(ContentSizeCategory(.large) == .large && ContentSizeCategory(.accessibility1) == .accessibilityMedium)
        #expect(DynamicTypeSize(.accessibilityExtraExtraExtraLarge) == .accessibility5)
        #expect(
            ContentSizeCategory.accessibilityMedium.isAccessibilityCategory
                && !ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        var values = EnvironmentValues()
        values.sizeCategory = .extraLarge
        #expect(values.dynamicTypeSize == .xLarge && values.sizeCategory == .extraLarge)
        #expect(values.scenePhase == .active)
    }

    @Test @MainActor func textCaseUppercasesInTheLocale() {
        let host = ViewHost(Text("istanbul").textCase(.uppercase).environment(\.locale, Locale(identifier: "tr_TR")))
        let strings = host.displayList(on: .iPhone16).compactMap { if case let .text(text) = $0.content { text.string } else { nil } }
        #expect(strings == ["İSTANBUL"])
    }
}
