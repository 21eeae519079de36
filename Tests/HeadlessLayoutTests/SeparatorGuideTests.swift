import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// A list row's `listRowSeparatorLeading` guide, where no view sets it, is the leading edge of the
/// row's text that starts furthest leading: SwiftUI's stacks combine their texts' guides by the
/// least (measured on iOS 18.2, HymnalDreamTeam/Hymns-iOS's `SearchView` results: a row of caption
/// tags, each padded 8 pt inside a capsule, over a title puts its separator at the title's leading
/// edge, 20 pt, not the first tag's text at 28, D289).
@MainActor
struct SeparatorGuideTests {
    func separators(_ list: some View) -> [CGRect] {
        ViewHost(list).displayList(on: .iPhone16).compactMap { item -> CGRect? in
            guard case .shape(_, _, nil) = item.content, item.frame.height < 1, item.frame.width > 100 else { return nil }
            return item.frame
        }
        .sorted { $0.minY < $1.minY }
    }

    @Test func theSeparatorStartsAtTheTextFurthestLeading() throws {
        let tagged = VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text("Hymn 1151").font(.caption).padding(.horizontal, 8).background(Capsule().fill(Color.gray))
                Text("Be Filled 37").font(.caption).padding(.horizontal, 8).background(Capsule().fill(Color.gray))
            }
            Text("Drink! A river pure and clear")
        }
        let host = ViewHost(List { tagged }.listStyle(.plain))
        let result = host.layout(on: .iPhone16)
        let title = try #require(host.frames(ofText: "Drink! A river pure and clear", in: result).first)
        let tag = try #require(host.frames(ofText: "Hymn 1151", in: result).first)
        #expect(abs(tag.minX - title.minX - 8) < 1e-9, "\(tag) \(title)")
        let line = try #require(separators(List { tagged }.listStyle(.plain)).first)
        #expect(abs(line.minX - title.minX) < 1e-9, "\(line) vs the title at \(title.minX)")
        // Written the other way round, the title first: the same place.
        let titleFirst = VStack(alignment: .leading) {
            Text("Title")
            Text("Indented").padding(.leading, 12)
        }
        let host2 = ViewHost(List { titleFirst }.listStyle(.plain))
        let first = try #require(host2.frames(ofText: "Title", in: host2.layout(on: .iPhone16)).first)
        #expect(abs(try #require(separators(List { titleFirst }.listStyle(.plain)).first).minX - first.minX) < 1e-9)
        // An indented text written first and a title under it: still the title.
        let indentedFirst = VStack(alignment: .leading) {
            Text("Indented").padding(.leading, 12)
            Text("Title")
        }
        let host3 = ViewHost(List { indentedFirst }.listStyle(.plain))
        let title3 = try #require(host3.frames(ofText: "Title", in: host3.layout(on: .iPhone16)).first)
        #expect(abs(try #require(separators(List { indentedFirst }.listStyle(.plain)).first).minX - title3.minX) < 1e-9)
    }

    /// Where views inside set the guide themselves, the first one written decides (D243), wherever
    /// the others put theirs.
    @Test func theFirstViewThatSetsTheGuideDecides() throws {
        let row = HStack {
            Text("Name").alignmentGuide(.listRowSeparatorLeading) { $0[.leading] + 5 }
            Text("Value").alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
        }
        let host = ViewHost(List { row }.listStyle(.plain))
        let name = try #require(host.frames(ofText: "Name", in: host.layout(on: .iPhone16)).first)
        let line = try #require(separators(List { row }.listStyle(.plain)).first)
        #expect(abs(line.minX - (name.minX + 5)) < 1e-9, "\(line) vs \(name)")
    }
}
