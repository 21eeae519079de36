import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// `TextField(_:text:axis: .vertical)` (iOS 16): the field wraps its text and grows downwards
/// with it, keeps room for the lower bound of `lineLimit(_:)`'s range and stops growing at its
/// upper bound (Apple: `lineLimit(_:)` with a range sets "the number of lines that text can occupy
/// in this view", for "a Text view or a vertical TextField"); a field along the horizontal axis
/// stays one line.
@MainActor
struct VerticalTextFieldTests {
    struct Notes: View {
        @State private var notes = ""
        @State private var journal = ""
        @State private var title = ""
        var body: some View {
            VStack(spacing: 8) {
                TextField("Notes", text: $notes, axis: .vertical).lineLimit(3...5)
                TextField("Journal", text: $journal, axis: .vertical)
                TextField("Title", text: $title)
            }
            .frame(width: 200)
        }
    }

    func heights(_ host: ViewHost) throws -> (notes: CGFloat, journal: CGFloat, title: CGFloat) {
        let elements = host.accessibilityElements(in: host.layout(on: .iPhone16))
        func height(_ label: String) throws -> CGFloat { try #require(elements.first { $0.element.label == label }?.frame).height }
        return (try height("Notes"), try height("Journal"), try height("Title"))
    }

    @Test func aVerticalFieldKeepsItsReservedLinesAndGrowsToItsLimit() throws {
        let host = ViewHost(Notes())
        let empty = try heights(host)
        let line = empty.title
        #expect(line > 15)
        // Empty: the notes keep three lines, the journal one, the title its single line.
        #expect(abs(empty.notes - 3 * line) <= 3, "\(empty)")
        #expect(empty.journal == line)
        let long = String(repeating: "Tempo run along the river ", count: 12)
        try host.type(long, into: "Notes")
        try host.type(long, into: "Journal")
        try host.type(long, into: "Title")
        let typed = try heights(host)
        // The notes stop at five lines; the journal grows to all of its lines; the title stays one.
        #expect(abs(typed.notes - 5 * line) <= 5, "\(typed)")
        #expect(typed.journal > 8 * line, "\(typed)")
        #expect(typed.title == line)
        // Drawn as wrapped lines, as many as the field holds.
        let drawn = try #require(
            host.displayList(on: .iPhone16).compactMap { item -> DisplayText? in
                if case let .text(text) = item.content, text.string == long, text.lineLimit ?? 1 > 1 { text } else { nil }
            }.first)
        #expect(drawn.lineLimit == 5)
    }
}
