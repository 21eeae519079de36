import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUICorpus
import Testing

@testable import HeadlessSwiftUI

/// What list and tab screens of iOS 17 and 18 add around their content (issue #36): a search
/// field under the title, a confirmation dialog, bars with their own background or hidden, iOS
/// 18's `Tab`, disclosure groups and group boxes.
@MainActor
struct AppChromeTests {
    @Test func aSearchFieldSitsUnderTheLargeTitleAtTheMargins() throws {
        let host = ViewHost(SearchableListSnippet())
        let title = try host.frame(ofText: "Workouts")
        let prompt = try host.frame(ofText: "Search workouts")
        #expect(prompt.minY > title.maxY, "\(title) \(prompt)")
        // The field: 36 pt of tertiary fill from margin to margin, the prompt inside it.
        let field = try #require(
            host.displayList(on: .iPhone16).first { abs($0.frame.height - 36) < 1e-9 && abs($0.frame.width - (393 - 32)) < 1e-9 }?.frame)
        #expect(abs(field.minX - 16) < 1e-9 && field.minY < prompt.minY && field.maxY > prompt.maxY)
        #expect(host.accessibilityElements.contains { $0.label == "Search workouts" && $0.traits.contains("searchField") })
    }

    @Test func typedSearchTextReplacesThePromptWithAClearButton() throws {
        let host = ViewHost(SearchableListSnippet(query: "Run"))
        #expect(host.drawnTexts().contains { $0.string == "Run" } && !host.drawnTexts().contains { $0.string == "Search workouts" })
        let symbols = host.displayList(on: .iPhone16).compactMap {
            if case let .symbol(name, _, _, _, _) = $0.content { name } else { nil }
        }
        #expect(symbols.contains("xmark.circle.fill"))
    }

    @Test func aConfirmationDialogStacksItsActionsOverASeparateCancel() throws {
        let host = ViewHost(SearchableListSnippet(confirming: true))
        let title = try host.frame(ofText: "Delete workout?")
        let delete = try host.frame(ofText: "Delete")
        let cancel = try host.frame(ofText: "Cancel")
        // The title over the actions, Cancel (added by the system) last, near the bottom.
        #expect(title.maxY < delete.minY && delete.maxY < cancel.minY)
        #expect(cancel.maxY > 852 - 34 - 8 - 57)
        #expect(host.drawnTexts().first { $0.string == "Cancel" }?.font.weight == 600)
        #expect(host.drawnTexts().first { $0.string == "Delete" }?.font.size == 20)
        try host.tap("Cancel")
        #expect(!host.drawnTexts().contains { $0.string == "Delete workout?" })
    }

    @Test func aBarBackgroundFillsTheBarUpToTheScreenTopInItsColorScheme() throws {
        let host = ViewHost(ModernTabsSnippet())
        let title = try host.frame(ofText: "Summary")
        let items = host.displayList(on: .iPhone16)
        let indigo = try #require(items.first { $0.frame.minY == 0 && $0.frame.width == 393 && $0.frame.maxY >= title.maxY }?.frame)
        #expect(indigo.maxY < 200, "\(indigo)")
        // toolbarColorScheme(.dark): the large title is white.
        let white = DisplayPaint.color(red: 1, green: 1, blue: 1, opacity: 1)
        let summary = host.drawnTexts().first { $0.string == "Summary" && $0.font.size > 30 }
        #expect(summary?.paint == white)
    }

    @Test func aHiddenBarLeavesTheRootTheWholeScreen() throws {
        let host = ViewHost(ModernTabsSnippet(selection: .player))
        let playing = try host.frame(ofText: "Now playing")
        #expect(!host.drawnTexts().contains { $0.string == "Player" && $0.font.size > 30 })
        // Centred between the status bar and the tab bar, as a root view is.
        #expect(abs(playing.midY - (59 + (852 - 34 - 49)) / 2) < 1, "\(playing)")
    }

    @Test func aHiddenTabBarLeavesTheTabTheWholeHeight() throws {
        func tabs(hidingTheBar: Bool) -> some View {
            TabView {
                Text(verbatim: "Now playing")
                    .toolbar(hidingTheBar ? .hidden : .automatic, for: .tabBar)
                    .tabItem { Label("Player", systemImage: "play.fill") }
                Text(verbatim: "Library").tabItem { Label("Library", systemImage: "music.note") }
            }
        }
        let shown = ViewHost(tabs(hidingTheBar: false))
        let hidden = ViewHost(tabs(hidingTheBar: true))
        #expect(shown.accessibilityElements.filter { $0.traits.contains("tab") }.count == 2)
        #expect(hidden.accessibilityElements.filter { $0.traits.contains("tab") }.isEmpty)
        // Centred between the status bar and the home indicator, no longer above a 49 pt bar.
        let playing = try hidden.frame(ofText: "Now playing")
        #expect(abs(playing.midY - (59 + (852 - 34)) / 2) < 1, "\(playing)")
        #expect(abs(try shown.frame(ofText: "Now playing").midY - (59 + (852 - 34 - 49)) / 2) < 1)
    }

    /// UITabBar puts every item's title at one height: a `play.fill` and a `music.note`, whose
    /// frames hug inks of different heights (D293), each centred in the icon font's 26.33 pt line,
    /// leave their titles' baselines 45.33 pt under the bar's top (D280).
    @Test func tabTitlesShareOneLineWhateverTheirSymbols() throws {
        let host = ViewHost(
            TabView {
                Text(verbatim: "Now playing").tabItem { Label("Player", systemImage: "play.fill") }
                Text(verbatim: "Library").tabItem { Label("Library", systemImage: "music.note") }
            })
        let barTop: CGFloat = 852 - 34 - 49
        for title in ["Player", "Library"] {
            let frame = try host.frame(ofText: title)
            #expect(abs(frame.minY + 10 * 1950 / 2048 - (barTop + 45.33)) < 0.5, "\(title): \(frame)")
        }
    }

    /// A tab with the `.search` role is a tab like the others on an iPhone under iOS 18 (D295): in
    /// the bar in its place, chosen by a tap.
    @Test func aSearchTabIsATabInItsPlace() throws {
        let host = ViewHost(SearchTabSnippet())
        let tabs = host.accessibilityElements.filter { $0.traits.contains("tab") }
        #expect(tabs.map(\.label) == ["Library", "Recent", "Search"], "\(tabs)")
        #expect(try host.frame(ofText: "Search").midX > host.frame(ofText: "Recent").midX)
        #expect(host.drawnTexts().contains { $0.string == "Your library" })
        try host.tap("Search")
        #expect(host.drawnTexts().contains { $0.string == "Find a hymn" })
    }

    @Test func aTabsValueIsItsSelection() throws {
        let host = ViewHost(ModernTabsSnippet(selection: .profile))
        #expect(host.drawnTexts().contains { $0.string == "Profile" && $0.font.size > 30 })
        try host.tap("Summary")
        #expect(host.drawnTexts().contains { $0.string == "This week" })
    }

    @Test func aDisclosureGroupShowsItsContentOnlyWhenExpanded() throws {
        let host = ViewHost(SearchableListSnippet())
        #expect(!host.drawnTexts().contains { $0.string == "Auto-pause" })
        #expect(host.accessibilityElements.first { $0.label == "Advanced" }?.value == "Collapsed")
        try host.tap("Advanced")
        #expect(host.drawnTexts().contains { $0.string == "Auto-pause" })
        #expect(host.accessibilityElements.first { $0.label == "Advanced" }?.value == "Expanded")
    }

    @Test func aGroupBoxPadsItsHeadlineAndContentInARoundedFill() throws {
        let host = ViewHost(ModernTabsSnippet())
        let label = try host.frame(ofText: "This week")
        let content = try host.frame(ofText: "3 runs, 21.4 km")
        #expect(host.drawnTexts().first { $0.string == "This week" }?.font.weight == 600)
        let box = try #require(host.displayList(on: .iPhone16).first { $0.frame.minX == 16 && $0.frame.width == 393 - 32 }?.frame)
        #expect(abs(label.minX - box.minX - 16) < 1e-9 && abs(label.minY - box.minY - 16) < 1e-9, "\(box) \(label)")
        #expect(abs(box.maxY - content.maxY - 16) < 1e-9 && abs(content.minY - label.maxY - 8) < 1e-9)
    }

    @Test func anItemSheetShowsForItsItemAndDismissingClearsIt() throws {
        let host = ViewHost(ItemSheetHost())
        #expect(host.drawnTexts().map(\.string) == ["List", "Intervals"])
        try host.dragSheet(by: 400)
        #expect(host.drawnTexts().map(\.string) == ["List", "nothing edited"])
    }

    @Test func aSheetThatDisablesInteractiveDismissalStays() throws {
        // The snippet's sheet says `interactiveDismissDisabled()`: a long swipe leaves it presented.
        let host = ViewHost(SearchableListSnippet(editing: EditedWorkout(name: "Intervals")))
        #expect(host.drawnTexts().filter { $0.string == "Intervals" }.count == 2)
        try host.dragSheet(by: 400)
        #expect(host.drawnTexts().filter { $0.string == "Intervals" }.count == 2)
    }
}

/// A list that edits a workout in a sheet presented for it, and says when nothing is edited.
@MainActor
private struct ItemSheetHost: View {
    @State private var editing: EditedWorkout? = EditedWorkout(name: "Intervals")

    var body: some View {
        VStack {
            Text("List")
            if editing == nil { Text("nothing edited") }
        }
        .sheet(item: $editing) { Text($0.name) }
    }
}
