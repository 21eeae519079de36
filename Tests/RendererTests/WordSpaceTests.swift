import Foundation
import HeadlessLayout
import HeadlessSwiftUI
import ImageEncoding
import Renderer
import Testing

/// The word space of the stand-in face is calibrated to SF Pro's gaps between words (issue #37
/// item 3, D211, D309): a word space (U+0020) gets the weight's correction, a no-break space (U+00A0, the
/// same glyph in Inter) does not, so the two strings differ by exactly the corrections.
@MainActor
struct WordSpaceTests {
    let measurer: PangoTextMeasurer

    init() throws { measurer = PangoTextMeasurer(fonts: try FontLibrary.shared()) }

    func width(_ string: String, _ font: ResolvedFont, runs: [TextRun] = []) -> CGFloat {
        measurer.measure(string, runs: runs, font: font, maxWidth: nil, lineLimit: nil).size.width
    }

    /// At SF Pro Text's sizes (D309): regular fitted on 69 gaps between words' inks on iOS 17
    /// references (Hymns-iOS's 16 pt callout and 17 pt verse, sample-json-app's 16 pt overview and
    /// 11 pt captions; −0.0074 em, where −0.0392 drew them 0.50 pt narrow on average), a semibold
    /// `.headline` 5.67 pt apart where Inter gave 5.33 (issue #37, +0.0196 em), bold continuing the
    /// line through them (+0.0331 em). At SF Pro Display's sizes (28 pt and up) the regular space takes
    /// −0.0392 em, fitted with the display advances on `.title2`'s "Choose an option" (D211), and
    /// between 17 and 28 pt the text's and the display's values in proportion (D316). In points: body
    /// −0.0074 × 17, headline 0.0196 × 17, bold (−0.0074 + 1.5 × 0.027) × 17, title2
    /// (−0.0074 + (−0.0392 + 0.0074) × 5/11) × 22.
    @Test(arguments: [(Font.body, -0.1258), (.headline, 0.3332), (.body.bold(), 0.5627), (.title2, (-0.0074 - 0.0318 * 5 / 11) * 22)])
    func eachWordSpaceTakesItsWeightsCorrection(font: Font, perSpace: Double) {
        let resolved = ResolvedFont.resolve(Text(verbatim: "x").font(font), environment: EnvironmentValues())
        #expect(abs(FontSelection(resolved).spaceAdjustment - perSpace) < 1e-9)
        let spaced = width("Choose an option", resolved)
        let unbroken = width("Choose\u{A0}an\u{A0}option", resolved)
        #expect(abs((spaced - unbroken) - 2 * perSpace) < 0.02, "two spaces changed the width by \(spaced - unbroken) pt")
    }

    /// A bold Markdown run's spaces take bold's correction, not the regular text's around it.
    @Test func aBoldRunsSpacesAreBoldSpaces() throws {
        let body = ResolvedFont.resolve(Text(verbatim: "x").font(.body), environment: EnvironmentValues())
        let spaced = try #require(InlineMarkdown.parse("**Choose an option**"))
        let unbroken = try #require(InlineMarkdown.parse("**Choose\u{A0}an\u{A0}option**"))
        let difference = width(spaced.plain, body, runs: spaced.runs) - width(unbroken.plain, body, runs: unbroken.runs)
        #expect(abs(difference - 2 * 0.0331 * 17) < 0.02, "two bold spaces changed the width by \(difference) pt")
    }

    /// Monospaced and rounded text keep their spaces: their faces are calibrated as wholes.
    @Test func monospacedSpacesAreUntouched() {
        let code = ResolvedFont.resolve(Text(verbatim: "x").font(.body.monospaced()), environment: EnvironmentValues())
        #expect(FontSelection(code).spaceAdjustment == 0)
        #expect(abs(width("a b c", code) - width("a\u{A0}b\u{A0}c", code)) < 0.02)
    }

    /// The gaps between the words' inks of `line`, drawn in `font` at 3x on white: columns with no
    /// ink at least 3.4 pt wide, which letters inside a word never leave.
    func inkGaps(_ line: String, _ font: Font) throws -> [CGFloat] {
        let device = Device(
            name: "line", size: CGSize(width: 393, height: 60), scale: 3, safeAreaTop: 0, safeAreaBottom: 0, maximumFramesPerSecond: 60)
        let view = ZStack {
            Color.white
            Text(verbatim: line).font(font).foregroundStyle(.black).fixedSize()
        }
        let image = try Renderer().render(view, settings: RenderSettings(device: device, scale: 3))
        let inked = (0..<image.width).map { x in
            (0..<image.height).contains { y in (image[x: x, y: y]?.red ?? 255) < 140 }
        }
        var gaps: [CGFloat] = []
        var run = 0
        var seenInk = false
        for column in inked {
            if column {
                if seenInk, run >= 11 { gaps.append(CGFloat(run) / 3) }
                seenInk = true
                run = 0
            } else {
                run += 1
            }
        }
        return gaps
    }

    /// Measured on Hymns-iOS's iOS 17.5 `AboutUsDialogView` reference (393 pt, 3x, Large): the
    /// callout's (16 pt regular) first line, "We're the team behind this hymnal app. We love", has
    /// eight gaps between its words' inks adding up to 45.67 pt (5.00, 5.00, 6.67, 5.33, 5.67,
    /// 6.00, 6.00, 6.00). With −0.0392 em they added up to 41.67 pt here.
    @Test func aCalloutLinesWordGapsAreIOSs() throws {
        let gaps = try inkGaps("We're the team behind this hymnal app. We love", .callout)
        #expect(gaps.count == 8, "\(gaps)")
        #expect(abs(gaps.reduce(0, +) - 45.67) < 1.5, "\(gaps)")
    }
}
