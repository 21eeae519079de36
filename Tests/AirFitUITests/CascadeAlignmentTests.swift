import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// CascadeText lays its lines out as `multilineTextAlignment` says, as a multiline `Text` does.
@MainActor
struct CascadeAlignmentTests {
    func lineStarts(_ alignment: TextAlignment) -> (first: CGFloat, second: CGFloat) {
        let host = ViewHost(CascadeText("Welcome\nto").multilineTextAlignment(alignment).frame(width: 300))
        func start(_ glyph: String) -> CGFloat {
            host.displayList(on: .iPhone16, at: 1).first { if case let .text(text) = $0.content { text.string == glyph } else { false } }?
                .frame.minX ?? .nan
        }
        // "W" starts the first line, "t" the second.
        return (start("W"), start("t"))
    }

    @Test func linesAlignLeadingCentredOrTrailing() {
        let leading = lineStarts(.leading)
        let centred = lineStarts(.center)
        let trailing = lineStarts(.trailing)
        #expect(leading.first == leading.second)
        // The shorter second line moves right by half the difference centred, by all of it trailing.
        let difference = centred.second - leading.second
        #expect(difference > 0)
        #expect(abs((trailing.second - leading.second) - 2 * difference) < 0.5)
        #expect(abs((trailing.first - leading.first) - 2 * (centred.first - leading.first)) < 0.5)
    }
}
