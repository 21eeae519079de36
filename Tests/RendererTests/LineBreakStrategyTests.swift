import DesignTokens
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

    /// Drawn as measured: a second line wider than the first line it came from still draws as
    /// measured. "aa bb cccccccccccc" at 95% of its width measures as "aa" over
    /// "bb cccccccccccc"; drawn greedily in that narrower frame, "aa bb" would fit on the first
    /// line and leave the long word alone again, so the drawing applies the same rule.
    @Test func theDrawingBreaksWhereTheMeasureDid() throws {
        let text = "aa bb cccccccccccc"
        let body = ResolvedFont(size: 17, weight: 400, design: .default, lineHeight: 22, monospacedDigits: false)
        let measurer = PangoTextMeasurer(fonts: try FontLibrary.shared())
        func width(_ string: String) -> CGFloat { measurer.measure(string, font: body, maxWidth: nil, lineLimit: nil).size.width }
        let proposed = width(text) * 0.95
        #expect(measurer.measure(text, font: body, maxWidth: proposed, lineLimit: nil).lines.count == 2)
        let device = Device(
            name: "text", size: CGSize(width: 300, height: 80), scale: 2, safeAreaTop: 0, safeAreaBottom: 0, maximumFramesPerSecond: 60)
        let image = try Renderer().render(
            Text(text).font(.body).foregroundStyle(Color.black).frame(width: proposed, alignment: .leading).frame(
                maxWidth: .infinity, alignment: .leading),
            settings: RenderSettings(device: device))
        // The ink of each line: rows of dark pixels, split where a blank row runs between them.
        var lines: [(top: Int, right: Int)] = []
        var inLine = false
        for y in 0..<image.height {
            let dark = (0..<image.width).filter { x in (image[x: x, y: y]?.red ?? 255) < 128 }
            if let last = dark.last {
                if !inLine { lines.append((y, last)) } else { lines[lines.count - 1].right = max(lines[lines.count - 1].right, last) }
                inLine = true
            } else {
                inLine = false
            }
        }
        #expect(lines.count == 2, "\(lines)")
        let first = Double(try #require(lines.first).right + 1) / 2
        #expect(first < (width("aa") + width("aa bb")) / 2, "the first line ends at \(first) pt: it is \"aa\" alone")
    }
}
