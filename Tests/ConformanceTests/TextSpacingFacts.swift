import Foundation
import HeadlessSwiftUI
import ImageEncoding
import Testing

/// The distance a text keeps from a view that is not text, measured on iOS 18.1 (D314):
/// HymnalDreamTeam/Hymns-iOS's `ErrorView` reference (`HymnsSnapshotTests/__Snapshots__/18.1/
/// PreviewTests/ErrorView_0-iPhone-16-Pro.1.png`: 390 × 844 pt at 2x, the Medium text size, no safe
/// area). A `.headline` title padded on every side stands over a `.callout` paragraph in a centred
/// `VStack`; their capitals' tops are 41.5 pt apart on iOS (421.5 and 463.0 pt). The padded edge is
/// another view's, so the paragraph keeps its own distance above it: SF Pro's descender at 15 pt
/// (3.62 pt) plus a tenth of its line height rounded up to the pixel (2.0 pt), where the layer
/// kept the platform's 8 pt and put the paragraph 2 pt lower.
@MainActor
struct TextSpacingFacts {
    @Test func aParagraphUnderAPaddedTitleKeepsItsDistanceAboveIt() throws {
        let image = try PrefireCanvas.render(
            VStack(alignment: .center) {
                Text("Well, this is unexpected").font(.headline).padding()
                Text("An error has occurred. Please try again. You can also send feedback and we’ll look into the issue.")
                    .lineLimit(nil).multilineTextAlignment(.center).font(.callout).padding(.horizontal)
            }, height: 844, size: .medium, alignment: .center)
        let tops = InkRows(image).tops
        try #require(tops.count >= 3, "\(tops)")
        // Title, the paragraph's first line, its second line.
        #expect(abs(tops[1] - tops[0] - 41.5) <= 0.5, "\(tops)")
        #expect(abs(tops[2] - tops[1] - 20) <= 0.5, "\(tops)")
    }

    /// A text under another keeps its leading above it (D318). Hymns-iOS's `Toast` reference
    /// (`Toast.center-iPhone-16-Pro.png`, Medium): two `.body` lines in a `VStack` have their
    /// capitals 21.5 pt apart on iOS: a 16 pt line (19.09 pt, 19.5 on the 2x grid) and `.body`'s
    /// leading at Medium, 21 − 19.09 pt rounded up to 2 pt. Meeting line box to line box (D172) put
    /// them 19.5 pt apart.
    @Test func aTextUnderATextKeepsItsLeadingAboveIt() throws {
        let image = try PrefireCanvas.render(
            VStack {
                Text("Toast line 1")
                Text("Toast line 2")
            }, height: 844, size: .medium, alignment: .center)
        let tops = InkRows(image).tops
        try #require(tops.count == 2, "\(tops)")
        #expect(abs(tops[1] - tops[0] - 21.5) <= 0.25, "\(tops)")
    }

    /// The leading kept is the lower text's, not the upper's. Hymns-iOS's `ScriptureSongView` at the
    /// first accessibility size (`ScriptureSongView.accessibility-size-iPhone-16-Pro.png`): a
    /// `.caption` reference over a `.body` title, padded 16 pt. Their baselines (the inks' feet: no
    /// letter descends) are 33.0 pt apart on iOS (37.5 and 70.5 pt): the caption's descender (5.31
    /// pt), the title's ascender (26.66 pt) and the title's leading, 34 − 33.41 pt rounded up to 1
    /// pt on the 2x grid. The caption's own (28 − 26.25 pt, 2 pt) would put them 34 pt apart.
    @Test func theLeadingKeptIsTheLowerTexts() throws {
        let image = try PrefireCanvas.render(
            VStack(alignment: .leading) {
                Text("1:19").font(.caption)
                Text("And we have the")
            }
            .padding(), height: 127, size: .accessibility1)
        let feet = InkRows(image).feet
        try #require(feet.count == 2, "\(feet)")
        #expect(abs(feet[0] - 37.5) <= 0.25, "\(feet)")
        #expect(abs(feet[1] - feet[0] - 33.0) <= 0.25, "\(feet)")
    }
}
