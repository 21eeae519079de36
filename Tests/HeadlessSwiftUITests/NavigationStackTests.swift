import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUICorpus
import Testing

@testable import HeadlessSwiftUI

/// Pushing and popping in a `NavigationStack` (issue #36): a path the app owns, links that push
/// values or views, destinations presented by a binding, and each pushed page under its own bar
/// with a back button titled with the page under it (Apple's `NavigationStack`, `NavigationLink`
/// and `UINavigationItem` documentation: "Back" when the page under it has no title).
@MainActor
struct NavigationStackTests {
    private func labels(_ host: ViewHost) -> [String] { host.accessibilityElements.map(\.label) }

    /// The frame of the text `string` drawn once animations have settled.
    private func drawn(_ host: ViewHost, _ string: String, at time: TimeInterval = 10) -> DisplayItem? {
        host.displayList(on: .iPhone16, at: time).first { if case let .text(text) = $0.content { text.string == string } else { false } }
    }

    @Test func aPathShowsItsTopPageUnderABackButtonTitledWithThePageUnderIt() throws {
        let host = ViewHost(NavigationPathSnippet(path: [.plan("Marathon plan")]))
        // VoiceOver reads the top page only: the back button, the title, the rows.
        #expect(labels(host) == ["Plans", "Marathon plan", "Week 1", "Week 2", "Week 3", "Close"])
        #expect(host.accessibilityElements.first?.traits == ["button"])
        #expect(drawn(host, "10K plan") == nil)
    }

    @Test func linksPushValuesAndTheAppsPathPopsThem() throws {
        let host = ViewHost(NavigationPathSnippet())
        try host.tap("10K plan")
        #expect(labels(host).prefix(2) == ["Plans", "10K plan"])
        try host.tap("Week 2")
        #expect(labels(host) == ["10K plan", "Week 2", "10K plan, week 2", "All plans"])
        try host.tap("All plans")
        #expect(labels(host).prefix(3) == ["Plans", "Marathon plan", "10K plan"])
    }

    @Test func theBackButtonAndDismissPopOnePage() throws {
        let host = ViewHost(NavigationPathSnippet(path: [.plan("Marathon plan"), .session("Marathon plan", week: 1)]))
        try host.tap("Marathon plan")
        #expect(labels(host).prefix(2) == ["Plans", "Marathon plan"])
        try host.tap("Close")
        #expect(labels(host).first == "Plans")
    }

    @Test func aLinkToAViewAndAPresentedDestinationArePagesToo() throws {
        let host = ViewHost(NavigationPathSnippet())
        try host.tap("History")
        #expect(labels(host) == ["Plans", "No sessions yet"])
        try host.tap("Plans")
        try host.tap("About")
        #expect(labels(host) == ["Plans", "About", "AirFit 1.0"])
        try host.tap("Plans")
        #expect(labels(host).first == "Plans")
    }

    @Test func aLinkToANilValueIsDisabled() throws {
        let host = ViewHost(NavigationPathSnippet())
        #expect(throws: ViewHost.TapError.self) { try host.tap("Unavailable plan") }
        #expect(host.accessibilityElements.contains { $0.label == "Unavailable plan" && $0.traits.contains("dimmed") })
    }

    @Test func aValueWithNoDestinationPushesNothing() throws {
        let host = ViewHost(NavigationStack(path: .constant([7])) { Text("Root").navigationTitle("Numbers") })
        #expect(labels(host) == ["Numbers", "Root"])
    }

    @Test func aHiddenBackButtonIsNeitherDrawnNorRead() throws {
        let host = ViewHost(NavigationPathSnippet(path: [.plan("Marathon plan"), .session("Marathon plan", week: 3)]))
        #expect(labels(host) == ["Week 3", "Marathon plan, week 3", "All plans"])
        let symbols = host.displayList(on: .iPhone16, at: 10).compactMap {
            if case let .symbol(name, _, _, _, _) = $0.content { name } else { nil }
        }
        #expect(!symbols.contains("chevron.backward"))
    }

    /// The back chevron 8 pt from the screen's edge (8 pt outside the 16 pt margin), its title
    /// 6 pt after it, both centred in the 44 pt bar under the status bar (54 pt on an iPhone 16).
    @Test func theBackButtonSitsAtTheLeadingEdgeOfTheBar() throws {
        let host = ViewHost(NavigationPathSnippet(path: [.plan("Marathon plan")]))
        let items = host.displayList(on: .iPhone16, at: 10)
        let chevron = try #require(
            items.first { if case .symbol("chevron.backward", _, _, _, _) = $0.content { true } else { false } }?.frame)
        let title = try #require(drawn(host, "Plans")?.frame)
        #expect(abs(chevron.minX - 8) < 1e-6, "\(chevron)")
        #expect(abs(title.minX - (chevron.maxX + 6)) < 1e-6, "\(chevron) \(title)")
        #expect(abs(title.midY - (54 + 22)) < 1, "\(title)")
        #expect(abs(chevron.midY - (54 + 22)) < 1, "\(chevron)")
    }

    /// `.automatic` keeps the mode of the page under it (large under a large root); `.inline`
    /// centres the title in the bar (Apple: `NavigationBarItem.TitleDisplayMode`).
    @Test func aPushedTitleIsLargeUnlessItAsksForInline() throws {
        let plan = try #require(drawn(ViewHost(NavigationPathSnippet(path: [.plan("Marathon plan")])), "Marathon plan")?.frame)
        #expect(plan.minY > 54 + 44 && abs(plan.minX - 16) < 1e-6, "\(plan)")
        let session = try #require(
            drawn(ViewHost(NavigationPathSnippet(path: [.plan("Marathon plan"), .session("Marathon plan", week: 1)])), "Week 1")?.frame)
        #expect(abs(session.midX - 393 / 2) < 1e-6 && abs(session.midY - (54 + 22)) < 1, "\(session)")
    }

    /// A second push slides over the first page, not over the root: the page under the new one
    /// moves a third of the way out while the root stays hidden.
    @Test func aSecondPushSlidesOverTheFirstPage() throws {
        let host = ViewHost(NavigationPathSnippet(path: [.plan("Marathon plan")]))
        try host.tap("Week 1")
        let entering = try #require(drawn(host, "Marathon plan, week 1", at: 0.1))
        #expect(entering.offset.width > 0 && entering.offset.width < 393)
        let under = try #require(drawn(host, "Week 2", at: 0.1))
        #expect(under.offset.width < 0 && under.offset.width > -393.0 / 3 - 1)
        #expect(drawn(host, "10K plan", at: 0.1) == nil)
        #expect(drawn(host, "Week 2", at: 10) == nil)
    }
}
