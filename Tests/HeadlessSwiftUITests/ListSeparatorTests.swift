import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// A list row's separator starts at the row's `listRowSeparatorLeading` guide (Apple, iOS 16: "Use
/// this guide to align the leading end of the bottom List row separator with any other horizontal
/// guide of a view that is part of the cell content"). Its default on iOS 16 and later is the
/// leading edge of the row's text furthest leading (D289), so a label's separator starts under its title; a view
/// inside can set it; a row without text keeps the content's leading edge. On an iPhone 16 the
/// card starts 16 pt in and the content 20 pt further.
@MainActor
struct ListSeparatorTests {
    /// The separators of `list`: the hairlines drawn, by frame, top to bottom.
    func separators(_ list: some View) -> [CGRect] {
        let host = ViewHost(list)
        return host.displayList(on: .iPhone16).compactMap { item -> CGRect? in
            guard case .shape(_, _, nil) = item.content, item.frame.height < 1, item.frame.width > 100 else { return nil }
            return item.frame
        }
        .sorted { $0.minY < $1.minY }
    }

    func textLeading(_ string: String, in list: some View) throws -> CGFloat {
        let host = ViewHost(list)
        return try #require(host.frames(ofText: string, in: host.layout(on: .iPhone16)).first).minX
    }

    @Test func aLabelsSeparatorStartsUnderItsTitle() throws {
        let list = List {
            Label("Wi-Fi", systemImage: "wifi")
            Text("Plain")
            Color.red.frame(height: 20)
            HStack {
                Text("🍕")
                Text("Pizza").alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
            }
            Text("Last")
        }
        let lines = separators(list)
        #expect(lines.count == 4, "\(lines)")
        let title = try textLeading("Wi-Fi", in: list)
        #expect(title > 40 + 20, "the title sits after the icon: \(title)")
        #expect(abs(lines[0].minX - title) < 1e-9, "\(lines[0]) vs \(title)")
        // A text row, and a row without text: the content's leading edge.
        #expect(lines[1].minX == 40 && lines[2].minX == 40, "\(lines)")
        // A view that sets the guide: the separator starts under it, not under the first text.
        let pizza = try textLeading("Pizza", in: list)
        #expect(abs(lines[3].minX - pizza) < 1e-9 && pizza > 40 + 8, "\(lines[3]) vs \(pizza)")
        // Every separator runs to the card's trailing edge.
        #expect(lines.allSatisfy { abs($0.maxX - (393 - 20)) < 1e-9 }, "\(lines)")
    }

    /// A plain list's last row has a separator under it too; a grouped card's last row has none
    /// (measured on iOS 18.2: HymnalDreamTeam/Hymns-iOS's `SearchView` results, three rows and three
    /// separators from 20 pt to the screen's edge, D289).
    @Test func aPlainListsLastRowHasItsSeparator() {
        let rows = List {
            Text("Drink")
            Text("Hymn 1334")
        }
        let plain = separators(rows.listStyle(.plain))
        #expect(plain.count == 2, "\(plain)")
        #expect(plain.allSatisfy { abs($0.minX - 20) < 1e-9 && abs($0.maxX - 393) < 1e-9 }, "\(plain)")
        let grouped = separators(rows.listStyle(.insetGrouped))
        #expect(grouped.count == 1, "\(grouped)")
    }
}
