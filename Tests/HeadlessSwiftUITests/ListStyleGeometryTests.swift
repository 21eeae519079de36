import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// How each list style places and paints its sections on an iPhone 16 (393 pt wide), as UIKit's
/// `UICollectionLayoutListConfiguration` appearances do (docs/fidelity.md, "Inset grouped list":
/// the colors are UIKit's; the insets and spacings measured on iOS 18.2, D277): rows inset 20 pt,
/// an inset grouped card a further 20 pt from the screen's edges; a section header 34.5 pt below the
/// card above it in a grouped list, the first 17 pt below the list's top (7 in a plain one) and 6.5 pt above its card; a footer 6 pt
/// under its card; a grouped section with no header 35 pt down; the plain list on
/// `systemBackground`, the grouped ones on `systemGroupedBackground` with their rows on
/// `secondarySystemGroupedBackground`.
@MainActor
struct ListStyleGeometryTests {
    enum Style: String, CaseIterable { case plain, grouped, insetGrouped }

    func host(_ style: Style, dark: Bool = false, @ViewBuilder content: () -> some View) -> ViewHost {
        let list = List { content() }
        let styled: AnyView =
            switch style {
            case .plain: AnyView(list.listStyle(.plain))
            case .grouped: AnyView(list.listStyle(.grouped))
            case .insetGrouped: AnyView(list.listStyle(.insetGrouped))
            }
        return ViewHost(styled.environment(\.colorScheme, dark ? .dark : .light))
    }

    func fills(_ host: ViewHost) -> [(frame: CGRect, paint: DisplayPaint)] {
        host.displayList(on: .iPhone16).compactMap { if case let .fill(paint) = $0.content { ($0.frame, paint) } else { nil } }
    }

    func grey(_ red: Double, _ green: Double, _ blue: Double) -> DisplayPaint {
        .color(red: red / 255, green: green / 255, blue: blue / 255, opacity: 1)
    }

    @Test(arguments: [(Style.plain, 20.0), (.grouped, 20), (.insetGrouped, 40)])
    func rowsAreInsetByTheirStyle(style: Style, leading: Double) throws {
        let host = host(style) { Text("Squat") }
        #expect(abs(try host.frame(ofText: "Squat").minX - leading) < 1e-9)
    }

    @Test func aHeaderSitsFurtherDownInAGroupedList() throws {
        var tops: [Style: (header: CGRect, row: CGRect)] = [:]
        for style in Style.allCases {
            let host = host(style) { Section("Legs") { Text("Squat") } }
            // A grouped section's header is set in capitals (`.textCase(.uppercase)`).
            tops[style] = (try host.frame(ofText: style == .plain ? "Legs" : "LEGS"), try host.frame(ofText: "Squat"))
        }
        let plain = try #require(tops[.plain])
        let grouped = try #require(tops[.grouped])
        // A plain header's text 7 pt under the list's top, a grouped first header's 17 pt
        // (measured on iOS 18.2, D279), both on the 3x grid.
        #expect(abs((grouped.header.minY - plain.header.minY) - 10) < 0.34)
        // The header's text 6.5 pt above the card, whose 44 pt row centres its text.
        #expect(abs((grouped.row.midY - 22) - grouped.header.maxY - 6.5) < 0.34)
    }

    @Test func aGroupedSectionWithNoHeaderStartsLower() throws {
        let plain = try host(.plain) { Section { Text("Squat") } }.frame(ofText: "Squat")
        let grouped = try host(.grouped) { Section { Text("Squat") } }.frame(ofText: "Squat")
        #expect(abs((grouped.minY - plain.minY) - 35) < 1e-9)
    }

    @Test func aFooterSitsUnderItsCard() throws {
        let host = host(.insetGrouped) {
            Section {
                Text("Squat")
            } footer: {
                Text("Three sets")
            }
        }
        let row = try host.frame(ofText: "Squat")
        let footer = try host.frame(ofText: "Three sets")
        // The row is 44 pt tall, its text centred in it; 6 pt under it, the footer's text.
        #expect(abs(footer.minY - (row.midY + 22) - 6) < 1e-9)
        #expect(abs(footer.minX - 40) < 1e-9)
    }

    @Test func eachStylePaintsItsBackgrounds() throws {
        let plain = fills(host(.plain, dark: true) { Text("Squat") })
        let grouped = fills(host(.insetGrouped, dark: true) { Text("Squat") })
        // Dark: systemBackground black, systemGroupedBackground black, secondarySystemGroupedBackground #1C1C1E.
        #expect(plain.contains { $0.paint == grey(0, 0, 0) && $0.frame.width == 393 })
        #expect(!plain.contains { $0.paint == grey(28, 28, 30) })
        #expect(grouped.contains { $0.paint == grey(28, 28, 30) && abs($0.frame.width - 353) < 1e-9 })
        let light = fills(host(.insetGrouped) { Text("Squat") })
        #expect(light.contains { $0.paint == grey(242, 242, 247) && $0.frame.width == 393 })
    }

    @Test func aHiddenContentBackgroundIsNotPainted() {
        let host = ViewHost(List { Text("Squat") }.scrollContentBackground(.hidden))
        #expect(!fills(host).contains { $0.paint == grey(242, 242, 247) })
        // Nor behind the navigation bar, where a stack paints its root list's background.
        let inStack = ViewHost(NavigationStack { List { Text("Squat") }.scrollContentBackground(.hidden).navigationTitle("Log") })
        #expect(!fills(inStack).contains { $0.paint == grey(242, 242, 247) })
        let shown = ViewHost(NavigationStack { List { Text("Squat") }.navigationTitle("Log") })
        #expect(fills(shown).contains { $0.paint == grey(242, 242, 247) && $0.frame.minY == 0 })
    }

    @Test func rowsBeforeASectionAndRowsOfAForEachAreRowsOfTheirOwn() throws {
        let host = host(.insetGrouped) {
            Text("Warm-up")
            Section("Sets") {
                ForEach(1..<4, id: \.self) { Text("Set \($0)") }
            }
        }
        #expect(try host.frame(ofText: "Warm-up").height > 0)
        let sets = try (1..<4).map { try host.frame(ofText: "Set \($0)") }
        #expect(abs(sets[1].minY - sets[0].minY - 44) < 1e-9 && abs(sets[2].minY - sets[1].minY - 44) < 1e-9)
    }

    /// `listRowInsets(nil)` keeps the list's own insets; insets given replace them. A list 414 pt
    /// wide insets its cards by 20 pt, as a narrower one does.
    @Test func rowInsetsAndTheWideMargin() throws {
        let given = try host(.insetGrouped) { Text("Squat").listRowInsets(EdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 0)) }
            .frame(ofText: "Squat")
        #expect(abs(given.minX - (20 + 50)) < 1e-9)
        let unset = try host(.insetGrouped) { Text("Squat").listRowInsets(nil) }.frame(ofText: "Squat")
        #expect(abs(unset.minX - 40) < 1e-9)
        let wide = try ViewHost(List { Text("Squat") }.listStyle(.insetGrouped).frame(width: 414)).frame(ofText: "Squat")
        #expect(abs(wide.minX - ((393 - 414) / 2 + 20 + 20)) < 1e-9)
    }

    /// Row modifiers written on a section reach each of its rows, as SwiftUI's trait modifiers reach
    /// every element of the view list they modify: its rows take the section's insets, background
    /// and separator tint (its separators: `PlainListFacts.aSectionsRowSeparatorTraitReachesItsRows`).
    @Test func aSectionsRowModifiersReachItsRows() throws {
        let host = host(.plain) {
            Section {
                Text("Squat")
                Text("Lunge")
            }
            .listRowInsets(EdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 0))
            .listRowBackground(Color(red: 1, green: 0, blue: 0))
            .listRowSeparatorTint(Color(red: 0, green: 0, blue: 1))
        }
        #expect(abs(try host.frame(ofText: "Squat").minX - 50) < 1e-9)
        #expect(abs(try host.frame(ofText: "Lunge").minX - 50) < 1e-9)
        let paints = host.displayList(on: .iPhone16).compactMap { item -> DisplayPaint? in
            switch item.content {
            case let .fill(paint): paint
            case let .shape(_, paint, nil): paint
            default: nil
            }
        }
        #expect(paints.filter { $0 == .color(red: 1, green: 0, blue: 0, opacity: 1) }.count == 2, "\(paints)")
        #expect(paints.filter { $0 == .color(red: 0, green: 0, blue: 1, opacity: 1) }.count == 2, "\(paints)")
    }

    /// A section's header is inset as its rows are: 20 pt in a plain or grouped list, 20 + 20 pt in
    /// an inset grouped one (the card's inset and the row's).
    @Test(arguments: [(Style.plain, 20.0), (.grouped, 20), (.insetGrouped, 40)])
    func headersAreInsetAsTheirRows(style: Style, leading: Double) throws {
        let host = host(style) { Section("Legs") { Text("Squat") } }
        #expect(abs(try host.frame(ofText: style == .plain ? "Legs" : "LEGS").minX - leading) < 1e-9)
    }

    /// An inset grouped card clips its rows to a rounded rectangle (UIKit's 10 pt continuous
    /// corners); a grouped list's rows run edge to edge, their clip a plain rectangle.
    @Test func anInsetGroupedCardRoundsItsCorners() throws {
        func clip(_ style: Style) throws -> Path {
            let row = try #require(fills(host(style) { Text("Squat") }).first { $0.paint == grey(255, 255, 255) })
            let item = try #require(host(style) { Text("Squat") }.displayList(on: .iPhone16).first { $0.frame == row.frame })
            return try #require(item.groups.compactMap { if case let .clip(path, _) = $0.effect { path } else { nil } }.last)
        }
        func curves(_ path: Path) -> Int {
            var count = 0
            path.forEach { if case .curve = $0 { count += 1 } }
            return count
        }
        let inset = try clip(.insetGrouped)
        #expect(abs(inset.boundingRect.width - 353) < 1e-9)
        #expect(curves(inset) >= 4)
        #expect(curves(try clip(.grouped)) == 0)
    }
}
