import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// The four selection controls share one signature over a `Hashable` selection and are built on
/// `Button`: Full Keyboard Access reaches every option, VoiceOver reads buttons, and `disabled(_:)`
/// stops taps, keyboard and VoiceOver activation and dims the control (decision D139).
@MainActor
struct SelectionControlTests {
    enum Range: Hashable { case week, month, year }

    enum Control: String, CaseIterable { case segment, pills, tabBar, liquidPicker }

    static let options = [
        SelectionOption("Week", value: Range.week, systemImage: "calendar"),
        SelectionOption("Month", value: Range.month, systemImage: "calendar"),
        SelectionOption("Year", value: Range.year, systemImage: "calendar"),
    ]

    @MainActor
    struct Probe: View {
        let control: Control
        let disabled: Bool
        @State var range = Range.week

        var body: some View {
            VStack {
                switch control {
                case .segment: ModernSegmentControl(selection: $range, options: SelectionControlTests.options)
                case .pills: PillSelector(selection: $range, options: SelectionControlTests.options)
                case .tabBar: AnimatedTabBar(selection: $range, options: SelectionControlTests.options)
                case .liquidPicker: LiquidGlassSegmentedPicker(selection: $range, options: SelectionControlTests.options)
                }
                Text(range == .week ? "chose week" : range == .month ? "chose month" : "chose year")
            }
            .disabled(disabled)
        }
    }

    func chosen(_ host: ViewHost) -> [String] {
        host.accessibilityElements.map(\.label).filter { $0.hasPrefix("chose") }
    }

    @Test(arguments: Control.allCases)
    func everyOptionIsReachableFromTheKeyboard(control: Control) throws {
        let host = ViewHost(Probe(control: control, disabled: false))
        #expect(host.keyboardFocusOrder == ["Week", "Month", "Year"], "\(control)")
        try host.activateWithKeyboard("Year")
        #expect(chosen(host) == ["chose year"], "\(control)")
    }

    @Test(arguments: Control.allCases)
    func optionsReadAsButtonsWithTheSelectedOneMarked(control: Control) throws {
        let host = ViewHost(Probe(control: control, disabled: false))
        let week = try #require(host.accessibilityElements.first { $0.label == "Week" })
        let month = try #require(host.accessibilityElements.first { $0.label == "Month" })
        // A tab bar's options read as tabs (`.isTabBar`), the others as buttons.
        let role = control == .tabBar ? "tab" : "button"
        #expect(week.traits.contains(role) && week.traits.contains("selected"), "\(control): \(week)")
        #expect(month.traits.contains(role) && !month.traits.contains("selected"), "\(control): \(month)")
    }

    @Test(arguments: Control.allCases)
    func aDisabledControlIgnoresTapsAndKeysAndLooksDimmed(control: Control) throws {
        let host = ViewHost(Probe(control: control, disabled: true))
        #expect(throws: ViewHost.TapError(label: "Month", isDisabled: true)) { try host.tap("Month") }
        #expect(throws: InteractionError.self) { try host.activateWithKeyboard("Month") }
        #expect(host.keyboardFocusOrder.isEmpty)
        #expect(chosen(host) == ["chose week"])
        let month = try #require(host.accessibilityElements.first { $0.label == "Month" })
        #expect(month.traits.contains("dimmed"), "\(control): \(month)")
        // Every item of the control draws at the disabled opacity; the label below is not a control.
        let titles = host.displayList(on: .iPhone16, at: 1).filter { item in
            if case let .text(text) = item.content { ["Week", "Month", "Year"].contains(text.string) } else { false }
        }
        #expect(titles.count == 3 && titles.allSatisfy { abs($0.opacity - ControlState.disabledOpacity) < 1e-9 }, "\(control)")
    }

    @Test(arguments: Control.allCases)
    func anEnabledControlChangesItsSelectionOnATap(control: Control) throws {
        let host = ViewHost(Probe(control: control, disabled: false))
        try host.tap("Month")
        #expect(chosen(host) == ["chose month"], "\(control)")
    }
}
