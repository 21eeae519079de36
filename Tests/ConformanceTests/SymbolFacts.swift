import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// SF Symbols as iOS lays them out beside text (issue #37 item 1, D231): each symbol its own
/// advance and ink box, from SF Symbols' export templates and font glyphs, checked here against
/// what was measured on iOS.
@MainActor
struct SymbolFacts {
    /// A 300 × 100 pt device at 3x with no safe areas.
    static let device = Device(
        name: "Test 300", size: CGSize(width: 300, height: 100), scale: 3,
        safeAreaTop: 0, safeAreaBottom: 0, maximumFramesPerSecond: 60)

    /// The first symbol drawn: its frame and its ink on the screen.
    func symbol(_ view: some View) throws -> (frame: CGRect, ink: CGRect) {
        let items = ViewHost(view).displayList(on: Self.device)
        let found = items.lazy.compactMap { item -> (CGRect, CGRect)? in
            guard case let .symbol(_, _, _, _, ink?) = item.content else { return nil }
            return (item.frame, ink.offsetBy(dx: item.frame.minX, dy: item.frame.minY))
        }.first
        let (frame, ink) = try #require(found)
        return (frame, ink)
    }

    /// Measured on iOS 18 references (#37): `star.fill` at `.body` has about 17.3 × 16.3 pt of ink,
    /// 2 pt after the symbol's leading edge, and text after it starts 22.3 pt after that edge plus
    /// the stack's spacing. A square of the font's size (D131) was 18 × 18 and put the text 4.3 pt
    /// early; SF Symbols' own advance (20.72 pt) leaves 1.6 pt of that.
    @Test func aStarAtBodyHasItsMeasuredInk() throws {
        let star = try symbol(Image(systemName: "star.fill").font(.body))
        #expect(abs(star.ink.width - 17.3) < 0.5, "\(star.ink)")
        #expect(abs(star.ink.height - 16.3) < 0.6, "\(star.ink)")
        #expect(abs(star.ink.minX - star.frame.minX - 2) < 0.6, "\(star)")
        #expect(abs(star.frame.width - 22.3) < 2 && star.frame.width > 20, "\(star.frame)")
    }

    /// `heart.fill` was 13% larger than on iOS as an 18 pt square (#37): iOS draws about 15.9 pt of ink.
    @Test func aHeartIsNarrowerThanAStar() throws {
        let heart = try symbol(Image(systemName: "heart.fill").font(.body))
        #expect(abs(heart.ink.width - 18 / 1.13) < 0.4, "\(heart.ink)")
        #expect(heart.ink.height < heart.ink.width)
    }

    /// A developer's measurement on an iOS device at 3x (Apple Developer Forums, thread 716773):
    /// `chevron.compact.down` at 64 pt, light, medium scale is a 70.33 × 25.67 pt image with its
    /// baseline 10.33 pt below its foot (its alignment rectangle, 76.34 pt tall, is SF Pro's line).
    /// The image hugs its ink: 5.82 pt above and 5.96 pt below the ink SF Symbols' template puts
    /// there (D293). A symbol's frame here is as tall as that image; its width is the template's
    /// advance, 5% narrower than measured (SwiftUI's frames are the advance: D293).
    @Test func aSymbolsFrameIsItsImageNotItsFontsLine() throws {
        let chevron = try symbol(Image(systemName: "chevron.compact.down").font(.system(size: 64, weight: .light)))
        #expect(abs(chevron.frame.height - 25.67) < 0.4, "\(chevron.frame)")
        #expect(abs(chevron.frame.width - 70.33) < 4, "\(chevron.frame)")
        // The baseline lies 10.33 pt under the image, whose middle (and its ink's, within 0.07 pt)
        // is so 10.33 + 25.67 / 2 = 23.17 pt above it.
        let baseline = chevron.frame.maxY + 10.33
        #expect(abs(baseline - chevron.ink.midY - 23.17) < 0.34, "ink \(chevron.ink), baseline \(baseline)")
    }

    /// Hymns-iOS's iOS 18.2 references (sizeThatFits previews at 2x, Large text, D293): a button of
    /// `chevron.left` padded 16 pt (`TitleWithBackButton`) is 49 pt tall and one of `magnifyingglass`
    /// padded vertically (`DisplayHymnToolbar`) 51 pt: 13.89 and 15.53 pt of ink with 1.55 pt above
    /// and below, on the 2x grid. A line of the font would make both 52.5. The chevron's ink starts
    /// 1 pt after its frame's leading edge, its glyph's leading bearing.
    @Test func aPaddedSymbolIsItsInkAndMarginsTall() throws {
        let back = ViewHost(
            Button {
            } label: {
                Image(systemName: "chevron.left").padding()
            })
        #expect(abs(back.idealSize(scale: 2).height - 49) < 0.01, "\(back.idealSize(scale: 2))")
        let search = ViewHost(
            Button {
            } label: {
                Image(systemName: "magnifyingglass")
            }.padding(.vertical))
        #expect(abs(search.idealSize(scale: 2).height - 51) < 0.01, "\(search.idealSize(scale: 2))")
        let chevron = try symbol(Image(systemName: "chevron.left").font(.body))
        #expect(abs(chevron.ink.minX - chevron.frame.minX - 1) < 0.25, "\(chevron)")
    }

    /// criticalmaps-ios's iOS 18 `ButtonStyleSnapshotTests` (commit 28539e16, 3x): a `VStack` of
    /// `bicycle`, "Critical Maps" and `heart` at 17 pt, padded 8 pt above and below, is 72.67 pt tall
    /// where the text alone is 36.33: 36.33 pt for the two symbols and the gaps, which their frames
    /// (18.84 and 17.65 pt: ink and margins, D293) fill with nothing to spare. A symbol meets a text
    /// frame to frame, as two texts do (D294); 8 pt gaps would make it 88.7 pt. Across, the symbols'
    /// inks start 2.0 pt inside the padding and end 2.0 pt before it (their bearings, 1.99).
    @Test func aSymbolOverATextMeetsItFrameToFrame() throws {
        let text = ViewHost(Text("Critical Maps").padding(.vertical, 8))
        let stack = ViewHost(
            VStack {
                Image(systemName: "bicycle")
                Text("Critical Maps")
                Image(systemName: "heart")
            }.padding(.vertical, 8))
        #expect(abs(text.idealSize().height - 36.33) < 0.01, "\(text.idealSize())")
        #expect(abs(stack.idealSize().height - 72.67) < 0.34, "\(stack.idealSize())")
    }

    /// SF Symbols' scales grow about the middle of the cap height, so a symbol stays centred on its
    /// text at every scale; a medium symbol is 1.2 × a small one (D231: the median over the 344
    /// symbols both sources hold), a large one about 1.3 × a medium (Apple, `NSImage.SymbolScale`).
    @Test func scalesGrowAboutTheCapHeightsMiddle() throws {
        func star(_ scale: Image.Scale) throws -> (frame: CGRect, ink: CGRect) {
            try symbol(HStack { Image(systemName: "star.fill").imageScale(scale) }.frame(height: 60))
        }
        let (small, medium, large) = (try star(.small), try star(.medium), try star(.large))
        #expect(abs(medium.ink.width / small.ink.width - 1.2) < 0.01)
        #expect(abs(large.ink.width / medium.ink.width - 1.3) < 0.01)
        // The frames are centred in the stack: the cap middle is the same height for all three.
        #expect(abs(small.frame.midY - medium.frame.midY) < 0.34 && abs(large.frame.midY - medium.frame.midY) < 0.34)
    }

    /// Symbols take the weight of their font: SF Symbols' Black master of `star.fill` is 107.32 units
    /// wide at 100 pt small, its Regular 101.57 (the export templates), so a bold star is wider.
    @Test func aBoldSymbolIsWider() throws {
        let regular = try symbol(Image(systemName: "star.fill").font(.body))
        let bold = try symbol(Image(systemName: "star.fill").font(.body.weight(.black)))
        #expect(abs(bold.frame.width - regular.frame.width - (107.32 - 101.57) * 1.2 * 0.17) < 0.34)
    }
}
