import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// How a navigation link draws in a list row, measured on iOS 18.2 (HymnalDreamTeam/Hymns-iOS's
/// Prefire references of plain lists of `NavigationLink(value:)` rows, light and dark, D287): its
/// chevron black at 25% in light and white at 25% in dark, and the whole row at half opacity when
/// the link is disabled (outside a navigation stack, or under `disabled(true)`).
@MainActor
struct ListLinkAppearanceTests {
    func list(_ dark: Bool = false) -> some View {
        List { NavigationLink("Classic Hymns", value: 1) }
            .listStyle(.plain)
            .environment(\.colorScheme, dark ? .dark : .light)
    }

    /// The row's title and chevron as drawn.
    func row(_ view: some View) throws -> (title: DisplayItem, chevron: DisplayItem) {
        let items = ViewHost(view).displayList(on: .iPhone16)
        let title = try #require(items.first { if case let .text(text) = $0.content { text.string == "Classic Hymns" } else { false } })
        let chevron = try #require(items.first { if case .symbol = $0.content { true } else { false } })
        return (title, chevron)
    }

    func paint(of chevron: DisplayItem) throws -> DisplayPaint {
        guard case let .symbol(name, _, _, paint, _) = chevron.content else { throw ChevronMissing() }
        #expect(name == "chevron.forward")
        return paint
    }

    struct ChevronMissing: Error {}

    @Test func theChevronIsBlackOrWhiteAtAQuarter() throws {
        let light = try row(NavigationStack { list() })
        #expect(try paint(of: light.chevron) == .color(red: 0, green: 0, blue: 0, opacity: 0.25))
        let dark = try row(NavigationStack { list(true) })
        #expect(try paint(of: dark.chevron) == .color(red: 1, green: 1, blue: 1, opacity: 0.25))
    }

    /// The chevron's ink ends 21 pt from the row's trailing edge, as measured on iOS 18.2 (D287):
    /// its frame ends at the row's 20 pt content edge, the glyph's trailing bearing (0.75 pt at
    /// 14 pt semibold) beside its ink.
    @Test func theChevronsInkEnds21PointsFromTheEdge() throws {
        let chevron = try row(NavigationStack { list() }).chevron
        guard case let .symbol(_, _, _, _, ink?) = chevron.content else { throw ChevronMissing() }
        #expect(abs(chevron.frame.minX + ink.maxX - (393 - 21)) < 0.34, "\(chevron.frame) \(ink)")
    }

    @Test func aDisabledLinksRowIsAtHalfOpacity() throws {
        let enabled = try row(NavigationStack { list() })
        #expect(enabled.title.opacity == 1 && enabled.chevron.opacity == 1)
        let outside = try row(list())
        #expect(outside.title.opacity == 0.5 && outside.chevron.opacity == 0.5, "\(outside.title.opacity)")
        let disabled = try row(NavigationStack { list().disabled(true) })
        #expect(disabled.title.opacity == 0.5 && disabled.chevron.opacity == 0.5)
    }
}
