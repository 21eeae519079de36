import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// The font a text is measured with: its SF Pro metrics, its line count in a height, and the
/// modifiers that reach it from three places (the text, the view above it, its font). Places an
/// exhaustive mutation run of HeadlessLayout found no test of this target checking (docs/testing.md).
@MainActor
struct ResolvedFontTests {
    private let body = ResolvedFont.resolve(Text("Run"), environment: EnvironmentValues())

    /// SF Pro's ascender is 1950 of 2048 units: `UIFont.systemFont(ofSize: 17).ascender` is 16.19 pt.
    @Test func theAscentIsSFProsAscender() {
        #expect(abs(body.ascent - 17 * 1950 / 2048) < 1e-9)
        #expect(abs(body.ascent - 16.19) < 0.005)
    }

    /// No lines take one natural line's height, as one does (a text is never shorter than a line);
    /// three lines are one natural line and two leadings (20.287 + 2 × 22 pt at `.body`).
    @Test func theHeightOfLines() {
        #expect(body.height(ofLines: 0) == body.height(ofLines: 1))
        #expect(abs(body.height(ofLines: 3) - (17 * 2444.0 / 2048 + 44)) < 1e-9)
    }

    /// A font with no leading (a zero size) shows its first line in any height, never dividing by
    /// its leading.
    @Test func aFontWithNoLeadingShowsOneLine() {
        let flat = ResolvedFont(size: 0, weight: 400, design: .default, lineHeight: 0, monospacedDigits: false)
        #expect(flat.lines(fittingHeight: 100) == 1)
    }

    /// `monospacedDigit()` reaches a text's font from the text, from a view above it, and from the
    /// font itself (Apple documents all three); a plain text has proportional digits.
    @Test func monospacedDigitsFromAnyOfThreePlaces() {
        let environment = EnvironmentValues()
        #expect(!ResolvedFont.resolve(Text("10"), environment: environment).monospacedDigits)
        #expect(ResolvedFont.resolve(Text("10").monospacedDigit(), environment: environment).monospacedDigits)
        #expect(ResolvedFont.resolve(Text("10").font(.body.monospacedDigit()), environment: environment).monospacedDigits)
        var above = EnvironmentValues()
        above[InheritedTextAttributesKey.self].monospacedDigit = true
        #expect(ResolvedFont.resolve(Text("10"), environment: above).monospacedDigits)
    }

    /// A font resolved without saying otherwise is upright, as `ResolvedFont`'s initialiser
    /// documents its `italic` default; `italic()` is what slants it.
    @Test func aResolvedFontIsUprightUnlessAskedForItalics() {
        #expect(!ResolvedFont(size: 17, weight: 400, design: .default, lineHeight: 22, monospacedDigits: false).italic)
        #expect(ResolvedFont.resolve(Text("Run").italic(), environment: EnvironmentValues()).italic)
    }

    /// `minimumScaleFactor` draws the font scaled whole: half of `.body` is 8.5 pt on 11 pt lines,
    /// tracked half as much (−0.221 pt).
    @Test func aScaledFontScalesItsSizeLeadingAndTracking() {
        let half = body.scaled(by: 0.5)
        #expect(half.size == 8.5 && half.lineHeight == 11)
        #expect(abs(half.letterSpacing + 0.221) < 1e-9)
    }
}
