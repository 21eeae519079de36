import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import SwiftUICorpus
import Testing

@testable import HeadlessSwiftUI

/// SwiftUI's system controls and app containers (issue #36): `Picker` in its styles, `Stepper`,
/// `Slider`, `TabView` with its bar and badges, toolbars, button roles and bordered styles,
/// `ContentUnavailableView`, and SwiftUI's collection helpers.
@MainActor
struct SystemControlTests {
    func symbols(_ host: ViewHost) -> [(name: String, frame: CGRect)] {
        host.displayList(on: .iPhone16).compactMap { item in
            if case let .symbol(name, _, _, _, _) = item.content { (name, item.frame) } else { nil }
        }
    }

    @Test func aMenuPickerInAFormShowsTheChosenOptionTrailing() throws {
        let host = ViewHost(ControlsFormSnippet(goal: GoalModel()))
        let result = host.layout(on: .iPhone16)
        let label = try #require(host.frames(ofText: "Units", in: result).first)
        let chosen = try #require(host.frames(ofText: "Metric", in: result).first)
        // The label at the row's inset, the option trailing before the menu's chevrons.
        #expect(abs(label.minX - 40) < 1e-9)
        let chevrons = try #require(symbols(host).first { $0.name == "chevron.up.chevron.down" })
        #expect(chosen.maxX <= chevrons.frame.minX && abs(chevrons.frame.maxX - (393 - 40)) < 1e-9)
        #expect(!host.drawnTexts().contains { $0.string == "Imperial" })
        let secondary = DisplayPaint.color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, opacity: 0.6)
        #expect(host.drawnTexts().first { $0.string == "Metric" }?.paint == secondary)
    }

    @Test func aSegmentedPickerIsUIKitsSegmentedControl() throws {
        let host = ViewHost(ControlsFormSnippet(goal: GoalModel()))
        // 13 pt titles, the chosen one semibold, in a 32 pt track.
        let week = try #require(host.drawnTexts().first { $0.string == "Week" })
        let month = try #require(host.drawnTexts().first { $0.string == "Month" })
        #expect(week.font.size == 13 && month.font.size == 13, "\(week.font) \(month.font)")
        #expect(week.font.weight == 600 && month.font.weight == 400, "\(week.font) \(month.font)")
        let tracks = host.displayList(on: .iPhone16).filter { abs($0.frame.height - 32) < 1e-9 && $0.frame.width > 300 }
        #expect(!tracks.isEmpty)
        try host.tap("Month")
        #expect(host.drawnTexts().first { $0.string == "Month" }?.font.weight == 600)
        #expect(host.accessibilityElements.first { $0.label == "Month" }?.traits.contains("selected") == true)
    }

    @Test func aStepperStepsWithinItsBounds() throws {
        let goal = GoalModel()
        let host = ViewHost(ControlsFormSnippet(goal: goal))
        let stepper = host.displayList(on: .iPhone16).filter { $0.frame.size == CGSize(width: 94, height: 32) }
        #expect(!stepper.isEmpty)
        try host.tap("Increment")
        #expect(goal.weeklyRuns == 4)
        goal.weeklyRuns = 7
        host.update()
        try host.tap("Increment")
        #expect(goal.weeklyRuns == 7)
        #expect(host.drawnTexts().contains { $0.string == "Runs a week: 7" })
    }

    @Test func aSliderReadsItsPercentageAndAdjusts() throws {
        let goal = GoalModel()
        let host = ViewHost(Slider(value: Bindable(goal).effort, in: 0...1).frame(width: 200))
        #expect(host.accessibilityElements.first?.value == "60%")
        #expect(host.accessibilityElements.first?.traits.contains("adjustable") == true)
        // The 28 pt thumb sits 60% along the 172 pt it travels.
        let items = host.displayList(on: .iPhone16)
        let thumb = try #require(items.first { abs($0.frame.width - 28) < 1e-6 && abs($0.frame.height - 28) < 1e-6 })
        let track = try #require(items.first { $0.frame.height == 4 && $0.frame.width == 200 })
        let fill = try #require(items.first { $0.frame.height == 4 && $0.frame.width < 200 })
        #expect(abs(fill.frame.width - (14 + 172 * 0.6)) < 1e-6)
        #expect(abs(thumb.frame.minX - track.frame.minX - 172 * 0.6) < 1e-6)
    }

    @Test func aTabViewDrawsItsBarAndSwitchesTabs() throws {
        let host = ViewHost(AppTabsSnippet())
        let tabs = host.accessibilityElements.filter { $0.traits.contains("tab") }
        #expect(tabs.map(\.label) == ["Workouts", "Settings"])
        #expect(tabs.map(\.position) == ["1 of 2", "2 of 2"])
        #expect(tabs.first?.traits.contains("selected") == true)
        #expect(tabs.last?.value == "2")
        // The bar's titles are 10 pt medium, the selected one in the tint, the other gray.
        let workouts = try #require(host.drawnTexts().first { $0.string == "Workouts" && $0.font.size == 10 })
        let settings = try #require(host.drawnTexts().first { $0.string == "Settings" && $0.font.size == 10 })
        #expect(workouts.font.weight == 500)
        let blue = DisplayPaint.color(red: 0, green: 122.0 / 255, blue: 1, opacity: 1)
        // #929292, measured on iOS 18 in light and dark (D286).
        let gray = DisplayPaint.color(red: 146.0 / 255, green: 146.0 / 255, blue: 146.0 / 255, opacity: 1)
        #expect(workouts.paint == blue)
        #expect(settings.paint == gray)
        // Its bar is 49 pt above the home indicator; the badge's count is drawn.
        let bar = try #require(host.frames(ofText: "Settings", in: host.layout(on: .iPhone16)).first)
        #expect(bar.maxY <= 852 - 34 && bar.minY >= 852 - 34 - 49)
        #expect(host.drawnTexts().contains { $0.string == "2" })
        try host.tap("Settings")
        #expect(host.drawnTexts().contains { $0.string == "Units" })
    }

    /// A tab's text badge is one line as wide as its text, as UIKit draws `badgeValue`, even on an
    /// item narrower than the text: "New" on a short tab stays "New" in an 18 pt capsule.
    @Test func aTabsTextBadgeStaysOnOneLine() throws {
        let host = ViewHost(
            TabView {
                Text("One").tabItem { Label("A", systemImage: "star") }
                Text("Two").tabItem { Label("B", systemImage: "heart") }.badge("New today")
            })
        let result = host.layout(on: .iPhone16)
        let badge = try #require(host.frames(ofText: "New today", in: result).first)
        #expect(badge.height < 18 && badge.width > 50, "\(badge)")
    }

    @Test func toolbarItemsSitAtTheBarsMargins() throws {
        let host = ViewHost(AppTabsSnippet())
        let result = host.layout(on: .iPhone16)
        let edit = try #require(host.frames(ofText: "Edit", in: result).first)
        #expect(abs(edit.minX - 16) < 1e-9 && edit.midY > 59 && edit.midY < 59 + 44)
        let plus = try #require(symbols(host).first { $0.name == "plus" })
        #expect(abs(plus.frame.maxX - (393 - 16)) < 1e-9)
        // A row's badge trails it in the secondary color.
        let secondary = DisplayPaint.color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, opacity: 0.6)
        #expect(host.drawnTexts().first { $0.string == "4" }?.paint == secondary)
    }

    @Test func aDestructiveButtonIsRedAndBorderedButtonsTakeTheTint() throws {
        let host = ViewHost(ControlsFormSnippet(goal: GoalModel()))
        let red = DisplayPaint.color(red: 1, green: 59.0 / 255, blue: 48.0 / 255, opacity: 1)
        #expect(host.drawnTexts().first { $0.string == "Sign Out" }?.paint == red)
        let white = DisplayPaint.color(red: 1, green: 1, blue: 1, opacity: 1)
        #expect(host.drawnTexts().first { $0.string == "Sync" }?.paint == white)
        let blue = DisplayPaint.color(red: 0, green: 122.0 / 255, blue: 1, opacity: 1)
        #expect(host.drawnTexts().first { $0.string == "Export" }?.paint == blue)
        // A confirmation action's title is semibold.
        #expect(host.drawnTexts().first { $0.string == "Done" }?.font.weight == 600)
    }

    @Test func anUnavailableViewShowsItsSymbolTitleAndDescription() {
        let strings = ViewHost(EmptyStateSnippet()).drawnTexts().map(\.string)
        #expect(strings.contains("No Workouts") && strings.contains("Start one from Today."))
        #expect(strings.contains("No Results for “yoga”"))
        let title = ViewHost(EmptyStateSnippet()).drawnTexts().first { $0.string == "No Workouts" }
        #expect(title?.font.size == 22 && title?.font.weight == 700)
    }

    @Test func offsetsRemoveAndMoveAsSwiftUIs() {
        var names = ["a", "b", "c", "d"]
        names.remove(atOffsets: IndexSet([1, 3]))
        #expect(names == ["a", "c"])
        var moved = ["a", "b", "c", "d"]
        moved.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(moved == ["b", "c", "a", "d"])
        var back = ["a", "b", "c", "d"]
        back.move(fromOffsets: IndexSet([3]), toOffset: 1)
        #expect(back == ["a", "d", "b", "c"])
    }
}

/// `alert(_:isPresented:actions:message:)`, drawn while presented over the dimmed window.
@MainActor
struct AlertTests {
    @Test func anAlertShowsItsTitleMessageAndButtonsCancelLeading() throws {
        let host = ViewHost(AlertSnippet())
        let result = host.layout(on: .iPhone16)
        let title = try #require(host.frames(ofText: "Sign out?", in: result).first)
        let cancel = try #require(host.frames(ofText: "Cancel", in: result).first)
        let signOut = try #require(host.frames(ofText: "Sign Out", in: result).first)
        // A 270 pt card centred on the screen; of two buttons, cancel on the leading side.
        #expect(abs(title.midX - 393 / 2) < 1e-6)
        #expect(cancel.maxX < signOut.minX && cancel.minX > (393 - 270) / 2)
        let texts = host.displayList(on: .iPhone16).compactMap { if case let .text(text) = $0.content { text } else { nil } }
        #expect(texts.first { $0.string == "Cancel" }?.font.weight == 600)
        let red = DisplayPaint.color(red: 1, green: 59.0 / 255, blue: 48.0 / 255, opacity: 1)
        #expect(texts.first { $0.string == "Sign Out" }?.paint == red)
        // The dimming covers the whole window, status bar included.
        #expect(host.displayList(on: .iPhone16).contains { $0.frame == CGRect(x: 0, y: 0, width: 393, height: 852) })
        try host.tap("Cancel")
        #expect(host.frames(ofText: "Sign out?", in: host.layout(on: .iPhone16)).isEmpty)
    }
}

/// Lazy stacks and grids. Apple, `GridItem.Size.flexible`: "the size of the grid with the spacing
/// and sizes of other items subtracted", shared; `.adaptive`: "multiple items in the space of a
/// single flexible item", as many as fit at their minimum; `.fixed`: exactly its size.
@MainActor
struct GridTests {
    @Test func flexibleColumnsShareTheWidth() throws {
        let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
            Text("A").frame(maxWidth: .infinity)
            Text("B").frame(maxWidth: .infinity)
            Text("C").frame(maxWidth: .infinity)
        }
        let host = ViewHost(grid.frame(width: 393))
        let result = host.layout(on: .iPhone16)
        let a = try #require(host.frames(ofText: "A", in: result).first)
        let b = try #require(host.frames(ofText: "B", in: result).first)
        let c = try #require(host.frames(ofText: "C", in: result).first)
        // Two 192.5 pt columns 8 pt apart: B's column starts 200.5 pt after A's; C wraps under A, 12 pt below.
        #expect(abs((b.midX - a.midX) - 200.5) < 1e-6, "\(a) \(b)")
        #expect(abs(c.midX - a.midX) < 1e-6 && c.minY >= a.maxY + 12 - 1e-6, "\(a) \(c)")
    }

    @Test func adaptiveColumnsFitAsManyAsTheirMinimumAllows() {
        // (393 + 8) / (100 + 8) = 3 columns of (393 - 16) / 3 = 125.67 pt.
        let tracks = GridTracks([GridItem(.adaptive(minimum: 100))], length: 393)
        #expect(tracks.lengths.count == 3)
        #expect(abs(tracks.lengths[0] - 377.0 / 3) < 1e-9)
        let mixed = GridTracks([GridItem(.fixed(50)), GridItem(.flexible(maximum: 100)), GridItem(.flexible())], length: 393)
        #expect(mixed.lengths == [50, 100, 393 - 50 - 100 - 16])
    }

    @Test func adaptiveColumnsShareWhatOtherItemsLeave() {
        // Beside a 100 pt fixed column and its 8 pt spacing, 285 pt: (285 + 8) / (50 + 8) = 5
        // columns of (285 − 4 × 8) / 5 = 50.6 pt.
        let besideFixed = GridTracks([GridItem(.fixed(100)), GridItem(.adaptive(minimum: 50))], length: 393)
        #expect(besideFixed.lengths.count == 6)
        #expect(besideFixed.lengths[0] == 100)
        #expect(abs(besideFixed.lengths[1] - 50.6) < 1e-9)
        // Beside a flexible item, half of 393 − 8: 192.5 pt, 3 columns of (192.5 − 16) / 3; the
        // flexible item takes what the adaptive columns and the 3 gaps leave.
        let besideFlexible = GridTracks([GridItem(.flexible()), GridItem(.adaptive(minimum: 50))], length: 393)
        #expect(besideFlexible.lengths.count == 4)
        #expect(abs(besideFlexible.lengths[1] - 176.5 / 3) < 1e-9)
        #expect(abs(besideFlexible.lengths[0] - (393 - 24 - 176.5)) < 1e-9)
        // A spacing of its own: 12 pt; (393 + 12) / (80 + 12) = 4 columns of (393 − 36) / 4.
        let spaced = GridTracks([GridItem(.adaptive(minimum: 80), spacing: 12)], length: 393)
        #expect(spaced.lengths == [89.25, 89.25, 89.25, 89.25])
        // A maximum caps each column: 4 of at most 60.
        #expect(GridTracks([GridItem(.adaptive(minimum: 80, maximum: 60))], length: 393).lengths.allSatisfy { $0 == 60 })
    }

    @Test func aLazyVStackTakesTheWholeWidth() throws {
        let host = ViewHost(LazyVStack(alignment: .leading) { Text("Row") })
        let result = host.layout(on: .iPhone16)
        let row = try #require(host.frames(ofText: "Row", in: result).first)
        #expect(row.minX == 0, "\(row)")
        let plain = ViewHost(VStack(alignment: .leading) { Text("Row") })
        #expect(try #require(plain.frames(ofText: "Row", in: plain.layout(on: .iPhone16)).first).minX > 0)
    }
}

/// `SecureField` and `Link`, as a sign-in form uses them.
@MainActor
struct SignInTests {
    @Test func aSecureFieldShowsADotPerCharacterAndALinkReadsAsOne() {
        let host = ViewHost(SignInSnippet())
        let strings = host.displayList(on: .iPhone16).compactMap { if case let .text(text) = $0.content { text.string } else { nil } }
        #expect(strings.contains("sam@example.com") && strings.contains("•••••••") && !strings.contains("hunter2"))
        let elements = host.accessibilityElements
        #expect(elements.first { $0.label == "Password" }?.traits == ["secureTextField"])
        #expect(elements.first { $0.label == "Password" }?.value == "•••••••")
        #expect(elements.first { $0.label == "Privacy Policy" }?.traits.contains("link") == true)
        #expect(elements.first { $0.label == "Privacy Policy" }?.traits.contains("button") == false)
    }
}

/// An app's file with one `import SwiftUI` and `SwiftUI.`-qualified names (D193).
@MainActor
struct PlainImportTests {
    @Test func aFileThatImportsSwiftUICompilesAndRunsOnTheLayer() throws {
        let host = ViewHost(PlainImportSnippet())
        #expect(host.accessibilityElements.map(\.label) == ["Pressed 0 times", "Press"])
        try host.tap("Press")
        #expect(host.accessibilityElements.first?.label == "Pressed 1 times")
        // `SwiftUI.Text` is the layer's `Text`: one type under both names.
        #expect(ObjectIdentifier(SwiftUI.Text.self) == ObjectIdentifier(HeadlessSwiftUI.Text.self))
    }

    /// A slider is read by its label though it is not drawn (Apple, `Slider.init(value:in:label:…)`:
    /// "SwiftUI uses the label for accessibility"): one adjustable element, "Effort, 60%", that
    /// VoiceOver's swipes find by that label. Its minimum and maximum value labels are drawn and
    /// not read into it, and the label draws nothing.
    @Test func aSliderIsReadByItsLabel() throws {
        let goal = GoalModel()
        let host = ViewHost(
            Slider(value: Bindable(goal).effort, in: 0...1) {
                Text("Effort")
            } minimumValueLabel: {
                Text("Easy")
            } maximumValueLabel: {
                Text("Hard")
            }
            .frame(width: 300))
        let element = try #require(host.accessibilityElements.first)
        #expect(host.accessibilityElements.count == 1)
        #expect(element.label == "Effort" && element.value == "60%" && element.traits == ["adjustable"])
        try host.adjust("Effort", .increment)
        #expect(abs(goal.effort - 0.7) < 1e-9)
        let drawn = host.displayList(on: .iPhone16).filter { $0.opacity > 0 }.compactMap { item -> String? in
            if case let .text(text) = item.content { text.string } else { nil }
        }
        #expect(drawn == ["Easy", "Hard"])
    }
}
