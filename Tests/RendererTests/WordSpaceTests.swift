import HeadlessLayout
import HeadlessSwiftUI
import Renderer
import Testing

/// The word space of the stand-in face is calibrated to SF Pro's gaps between words (issue #37
/// item 3, D211): a word space (U+0020) gets the weight's correction, a no-break space (U+00A0, the
/// same glyph in Inter) does not, so the two strings differ by exactly the corrections.
@MainActor
struct WordSpaceTests {
    let measurer: PangoTextMeasurer

    init() throws { measurer = PangoTextMeasurer(fonts: try FontLibrary.shared()) }

    func width(_ string: String, _ font: ResolvedFont, runs: [TextRun] = []) -> CGFloat {
        measurer.measure(string, runs: runs, font: font, maxWidth: nil, lineLimit: nil).size.width
    }

    /// Measured on iOS at 17 pt (issue #37): regular `.body` words 4.67 pt apart between their
    /// inks where Inter gave 5.33 (−0.0392 em), a semibold `.headline` 5.67 where Inter gave 5.33
    /// (+0.0196 em); bold continues the line through them (+0.049 em).
    @Test(arguments: [(Font.body, -0.0392 * 17), (.headline, 0.0196 * 17), (.body.bold(), 0.049 * 17)])
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
        #expect(abs(difference - 2 * 0.049 * 17) < 0.02, "two bold spaces changed the width by \(difference) pt")
    }

    /// Monospaced and rounded text keep their spaces: their faces are calibrated as wholes.
    @Test func monospacedSpacesAreUntouched() {
        let code = ResolvedFont.resolve(Text(verbatim: "x").font(.body.monospaced()), environment: EnvironmentValues())
        #expect(FontSelection(code).spaceAdjustment == 0)
        #expect(abs(width("a b c", code) - width("a\u{A0}b\u{A0}c", code)) < 0.02)
    }
}
