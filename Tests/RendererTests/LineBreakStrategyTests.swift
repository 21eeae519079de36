import Foundation
import HeadlessLayout
import HeadlessSwiftUI
import Renderer
import Testing

/// iOS's standard line-break strategy keeps a two-line text's last word company (Apple,
/// `NSParagraphStyle.LineBreakStrategy.pushOut`: "The text system pushes out individual lines to
/// avoid an orphan word on the last line of the paragraph"; `UILabel.lineBreakStrategy` defaults to
/// `.standard`). Measured on iOS 18.2 (HymnalDreamTeam/Hymns-iOS, D292): `ScriptureSongView` under
/// AX Medium breaks "And we have the prophetic word" before "prophetic", and `DonationView`'s
/// "Buy us 5 coffees to keep us working the entire day!" before "entire"; its five- and six-line
/// paragraphs keep a single last word.
@MainActor
struct LineBreakStrategyTests {
    let font = ResolvedFont(size: 28, weight: 400, design: .default, lineHeight: 34, monospacedDigits: false)

    func measure(_ text: String, width: CGFloat, lineLimit: Int? = nil) throws -> TextMeasurement {
        PangoTextMeasurer(fonts: try FontLibrary.shared()).measure(text, font: font, maxWidth: width, lineLimit: lineLimit)
    }

    func width(_ text: String) throws -> CGFloat { try measure(text, width: .infinity).size.width }

    @Test func aSingleLastWordTakesThePreviousWordWithIt() throws {
        let text = "And we have the prophetic word"
        // Wide enough for "And we have the prophetic", not for the whole text.
        let width = (try self.width("And we have the prophetic") + self.width(text)) / 2
        let measured = try measure(text, width: width)
        #expect(measured.lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["And we have the", "prophetic word"])
        #expect(abs(measured.size.width - max(try self.width("And we have the"), try self.width("prophetic word"))) < 0.5)
    }

    @Test func longerParagraphsAndOneLineTextsAreLeftAlone() throws {
        let text = "And we have the prophetic word"
        let width = (try self.width("And we have the prophetic") + self.width(text)) / 2
        // Shown on one line, the line is the greedy one, cut.
        #expect(
            try measure(text, width: width, lineLimit: 1).lines.first?.trimmingCharacters(in: .whitespaces) == "And we have the prophetic")
        // Three lines: the last keeps its single word.
        let three = try measure("one two three four five six seven", width: try self.width("one two three") + 4)
        #expect(three.lines.count == 3 && three.lines.last?.trimmingCharacters(in: .whitespaces) == "seven", "\(three.lines)")
        // A first line of one word has nothing to give.
        let two = try measure("Supercalifragilistic word", width: try self.width("Supercalifragilistic") + 4)
        #expect(two.lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["Supercalifragilistic", "word"])
    }
}
