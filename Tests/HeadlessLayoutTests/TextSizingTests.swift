import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// How the engine sizes text and spacers: a text shrunk by `minimumScaleFactor` filling its width
/// exactly, which measurer a styled text goes to, and a spacer on its own. Places an exhaustive
/// mutation run of HeadlessLayout found no test of this target checking (docs/testing.md).
@MainActor
struct TextSizingTests {
    /// `minimumScaleFactor` shrinks "Performance" (11 letters at 8.5 pt, 93.5 pt) to fit 70 pt: the
    /// shrunk text fills the 70 pt on one line and keeps every letter, not wrapped again by the
    /// rounding of its own scaled width (with no line limit, a wrapped word would show as a second
    /// line).
    @Test(arguments: [1, nil] as [Int?])
    func aShrunkTextFillsItsWidthOnOneLine(lineLimit: Int?) throws {
        let host = ViewHost(Text("Performance").lineLimit(lineLimit).minimumScaleFactor(0.5).frame(width: 70))
        let text = try #require(host.frames(ofText: "Performance", in: host.layout(on: .iPhone16)).first)
        #expect(text.width == 70)
        #expect(text.height < 20)
    }

    /// A measurer that measures styles (the renderer's) is asked for a text with Markdown runs;
    /// a plain text goes to its plain measurement (D198). This one tells them apart by width: 5 pt
    /// a letter plain, 20 styled.
    struct TwoWayMeasurer: StyledTextMeasuring {
        func measure(_ text: String, font: ResolvedFont, maxWidth: CGFloat?, lineLimit: Int?) -> TextMeasurement {
            TextMeasurement(lines: [text], size: CGSize(width: CGFloat(text.count) * 5, height: 20))
        }

        func measure(_ text: String, runs: [TextRun], font: ResolvedFont, maxWidth: CGFloat?, lineLimit: Int?) -> TextMeasurement {
            TextMeasurement(lines: [text], size: CGSize(width: CGFloat(text.count) * 20, height: 20))
        }
    }

    @Test func aStyledTextIsMeasuredWithItsStyles() throws {
        let host = ViewHost(
            VStack {
                Text("Plain")
                Text("**Bold**")
            }, measurer: TwoWayMeasurer())
        let result = host.layout(on: .iPhone16)
        #expect(try #require(host.frames(ofText: "Plain", in: result).first).width == 25)
        #expect(try #require(host.frames(ofText: "Bold", in: result).first).width == 80)
    }

    /// Apple, `Spacer`: outside a stack it "expands in both directions", no smaller than its
    /// minimum length: alone in a 200 × 100 pt frame it fills it; `Spacer(minLength: 40)` in a
    /// 20 × 20 pt frame keeps 40 × 40.
    @Test func aSpacerOutsideAStackFillsBothDirections() throws {
        let filled = Array(ViewHost(Spacer().frame(width: 200, height: 100)).layout(on: .iPhone16).frames.values)
        #expect(filled.filter { $0.size == CGSize(width: 200, height: 100) }.count == 2)
        let kept = Array(ViewHost(Spacer(minLength: 40).frame(width: 20, height: 20)).layout(on: .iPhone16).frames.values)
        #expect(kept.contains { $0.size == CGSize(width: 40, height: 40) })
    }

    /// Apple, `lineLimit(_:reservesSpace:)`: the text "always occupies the height required to
    /// display the specified number of lines", also when it is empty: as tall as three lines.
    @Test func anEmptyTextReservingThreeLinesIsThreeLinesTall() throws {
        let empty = ViewHost(Text("").lineLimit(3, reservesSpace: true))
        let three = ViewHost(Text("a\nb\nc"))
        let reserved = try #require(empty.frames(ofText: "", in: empty.layout(on: .iPhone16)).first)
        let lines = try #require(three.frames(ofText: "a\nb\nc", in: three.layout(on: .iPhone16)).first)
        #expect(lines.height > 60)
        #expect(reserved.height == lines.height)
    }

    /// A word is shrunk only when it is more than half a point wider than its line: "Performance" (93.5 pt)
    /// keeps its size in 93 pt and shrinks to 92.9 / 93.5 in 92.9 pt. The same tolerance holds for
    /// the line limit (a shrunk text is then measured at its width + 0.5).
    @Test func aWordWithinHalfAPointOfItsLineIsNotShrunk() {
        let font = ResolvedFont.resolve(Text("Performance"), environment: EnvironmentValues())
        let measurer = FixedAdvanceTextMeasurer()
        #expect(measurer.minimumScale(of: "Performance", font: font, factor: 0.5, lineLimit: nil, width: 93) == 1)
        let shrunk = measurer.minimumScale(of: "Performance", font: font, factor: 0.5, lineLimit: nil, width: 92.9)
        #expect(abs(shrunk - 92.9 / 93.5) < 1e-9)
        // Two such words on their two lines of exactly 93.5 pt fit their line limit as they are.
        #expect(measurer.minimumScale(of: "Performance Performance", font: font, factor: 0.5, lineLimit: 2, width: 93.5) == 1)
    }

    /// `ViewHost.idealSize(scale:)` rounds text up to the pixel grid of the scale asked for: 11
    /// letters at 8.5 pt (93.5 pt) are 93.67 pt at 3x, 93.5 at 2x and 94 at 1x; a scale below 1 is 1x.
    @Test func anIdealSizeIsOnThePixelGridOfItsScale() {
        let host = ViewHost(Text("Performance"))
        #expect(host.idealSize(scale: 3).width == 281.0 / 3)
        #expect(host.idealSize(scale: 2).width == 93.5)
        #expect(host.idealSize(scale: 1).width == 94)
        #expect(host.idealSize(scale: 0.5).width == 94)
    }

    /// The HIG's tracking table starts at 6 pt with +41/1000 em, and smaller text keeps that value
    /// per em: 0.246 pt at 6 pt, 0.164 at 4.
    @Test func trackingAtAndBelowTheTablesFirstSize() {
        #expect(abs(SystemFontMetrics.tracking(pointSize: 6) - 0.246) < 1e-9)
        #expect(abs(SystemFontMetrics.tracking(pointSize: 4) - 0.164) < 1e-9)
    }

    /// An empty paragraph is a line of its own: "A", a blank line and "B" are three lines, as a
    /// text view draws two newlines in a row.
    @Test func anEmptyParagraphIsALine() {
        let font = ResolvedFont.resolve(Text("A"), environment: EnvironmentValues())
        #expect(FixedAdvanceTextMeasurer().measure("A\n\nB", font: font, maxWidth: 100, lineLimit: nil).lines == ["A", "", "B"])
        #expect(FixedAdvanceTextMeasurer().measure("A\n\nB", font: font, maxWidth: nil, lineLimit: nil).lines == ["A", "", "B"])
    }

    /// Two spaces in a row are two spaces: "A  B" is four characters wide (34 pt at 8.5), wrapped
    /// or not.
    @Test func twoSpacesInARowAreKept() {
        let font = ResolvedFont.resolve(Text("A"), environment: EnvironmentValues())
        for width in [nil, CGFloat(200)] {
            let measured = FixedAdvanceTextMeasurer().measure("A  B", font: font, maxWidth: width, lineLimit: nil)
            #expect(measured.lines == ["A  B"] && measured.size.width == 34, "width \(String(describing: width))")
        }
    }
}
