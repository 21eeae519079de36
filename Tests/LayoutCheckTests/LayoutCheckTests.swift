import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import LayoutCheck
import Renderer
import Testing

/// The layout check finds each fault in a layout broken on purpose, and nothing in a sound one.
@MainActor
struct LayoutCheckTests {
    static let checker = LayoutChecker(measurer: FixedAdvanceTextMeasurer())

    func findings(_ view: some View, device: Device = .iPhone16) -> [LayoutFinding] {
        Self.checker.check(ViewHost(view), on: device)
    }

    @Test func aSoundLayoutHasNoFindings() {
        let view = VStack(alignment: .leading, spacing: 12) {
            Text("Performance").font(.title)
            Text("Upper body, 45 minutes")
            // The frame inside the label: a frame outside a Button does not widen what it takes taps on.
            Button(action: {}) { Text("Start").frame(minWidth: 44, minHeight: 44) }
        }
        #expect(findings(view) == [])
    }

    /// "Performance" at 17 pt is 93.5 pt with the fixed-advance measurer (8.5 pt a character):
    /// offered 60 pt it breaks after seven letters, a 59.7 pt line on the 3x pixel grid.
    @Test func aWordSplitBetweenLinesIsFound() throws {
        let found = findings(Text("Performance").frame(width: 60))
        let broken = try #require(found.first { $0.kind == .brokenWord })
        #expect(broken.detail == "\"Performance\" breaks as \"Perform|ance\" in a 59.7 pt line")
        #expect(!found.contains { $0.kind == .truncatedText })
    }

    @Test func textCutByALineLimitIsFound() throws {
        let found = findings(Text("Slept 7 h 40 min, resting heart rate 52").lineLimit(1).frame(width: 120))
        let cut = try #require(found.first { $0.kind == .truncatedText })
        #expect(cut.detail.hasPrefix("\"Slept 7 h 40 min, resting heart rate 52\" needs 3 lines"))
        #expect(cut.detail.contains("shows 1"))
    }

    /// A text given less height than its lines shows the lines that fit (iOS cuts the last with an
    /// ellipsis): the check reports what it hides.
    @Test func textCutByItsFramesHeightIsFound() throws {
        let found = findings(Text("Slept 7 h 40 min, resting heart rate 52").frame(width: 120, height: 20))
        let cut = try #require(found.first { $0.kind == .truncatedText })
        #expect(cut.detail.hasPrefix("\"Slept 7 h 40 min, resting heart rate 52\" needs 3 lines"), "\(cut.detail)")
        #expect(cut.detail.contains("shows 1 in 20.3 pt"), "\(cut.detail)")
    }

    /// A symbol the renderer has no glyph for is found, named, where it is drawn, once; a variant
    /// drawn as its base symbol (`heart.circle.fill` as `heart.circle`) is not; without `hasGlyph`
    /// symbols are not checked.
    @Test func aSymbolWithNoGlyphIsFoundWhereItIsDrawn() throws {
        let view = HStack(spacing: 20) {
            Image(systemName: "heart.circle.fill")
            Image(systemName: "figure.curling")
            Image(systemName: "figure.curling")
        }
        let checker = LayoutChecker(measurer: FixedAdvanceTextMeasurer(), hasGlyph: SymbolGlyphs.hasGlyph)
        let found = checker.check(ViewHost(view), on: .iPhone16).filter { $0.kind == .unknownSymbol }
        #expect(found.map(\.subject) == ["figure.curling"])
        let frame = try #require(found.first?.frame)
        // The middle of three symbols centred on the 393 pt screen: about its middle, not the origin.
        #expect(abs(frame.midX - 196.5) < 2, "\(frame)")
        #expect(frame.minY > 400 && frame.maxY < 460, "\(frame)")
        #expect(found.first?.detail.hasPrefix("Image(systemName: \"figure.curling\") at ") == true)
        #expect(SymbolGlyphs.hasGlyph("heart.circle.fill") && !SymbolGlyphs.hasGlyph("xserve"))
        #expect(!findings(view).contains { $0.kind == .unknownSymbol })
    }

    /// The same word drawn twice, the second 6 pt to the right of the first, overlaps itself; the
    /// same word drawn twice in the same place (a text and its copy) is not an overlap.
    @Test func aWordOverlappingItsOwnCopyIsFound() throws {
        let found = findings(
            ZStack {
                Text("Run")
                Text("Run").offset(x: 6)
            })
        let overlap = try #require(found.first { $0.kind == .overlappingText })
        #expect(overlap.detail.hasPrefix("\"Run\" overlaps \"Run\" by"))
        #expect(overlap.frame.width > 15 && overlap.frame.width < 22, "\(overlap.frame)")
        let stacked = findings(
            ZStack {
                Text("Run")
                Text("Run")
            })
        #expect(!stacked.contains { $0.kind == .overlappingText })
    }

    @Test func textOverTextIsFound() throws {
        let found = findings(
            ZStack {
                Text("Breakfast")
                Text("Lunch")
            })
        let overlap = try #require(found.first { $0.kind == .overlappingText })
        #expect(overlap.subject == "Lunch" && overlap.detail.hasPrefix("\"Lunch\" overlaps \"Breakfast\""))
    }

    @Test func textPushedOffTheScreenIsFound() throws {
        let found = findings(Text("24,860 kg").offset(x: 380))
        #expect(found.map(\.kind) == [.outsideScreen])
    }

    @Test func textUnderTheStatusBarIsFound() throws {
        let found = findings(
            VStack {
                Text("Today")
                Spacer()
            }.ignoresSafeArea())
        let under = try #require(found.first)
        #expect(under.kind == .outsideSafeArea && under.subject == "Today")
    }

    @Test func aSmallButtonIsFound() throws {
        let found = findings(Button(action: {}) { Text("Go").frame(width: 30, height: 30) })
        let small = try #require(found.first { $0.kind == .smallTouchTarget })
        #expect(small.subject == "Go" && small.detail == "\"Go\" is 30 × 30 pt; the minimum is 44 × 44")
    }

    @Test func controlsWhoseTapRegionsOverlapAreFound() throws {
        // Two 60 × 60 buttons, the second pulled 20 pt over the first.
        let found = findings(
            HStack(spacing: 0) {
                Button(action: {}) { Text("Skip").frame(width: 60, height: 60) }
                // `offset` moves where a view takes taps, as SwiftUI hit-tests where it draws.
                Button(action: {}) { Text("Next").frame(width: 60, height: 60) }.offset(x: -20)
            })
        let overlap = try #require(found.first { $0.kind == .overlappingControls })
        #expect(overlap.subject == "Next" && overlap.detail == "\"Next\" and \"Skip\" take taps in the same 20 × 60 pt")
    }

    @Test func aButtonInsideAButtonAndContentScrolledUnderABarAreNotOverlaps() throws {
        let found = findings(
            VStack(spacing: 0) {
                // A card that is a button around a button of its own: nesting, not overlap.
                Button(action: {}) {
                    HStack {
                        Text("Leg day")
                        Button(action: {}) { Text("Start").frame(width: 60, height: 44) }
                    }
                    .frame(height: 60)
                }
                // A list running under a bar below it: its hidden rows take no taps there.
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<30) { row in
                            Button(action: {}) { Text("Row \(row)").frame(maxWidth: .infinity, minHeight: 44) }
                        }
                    }
                }
                .frame(height: 300)
                Button(action: {}) { Text("Done").frame(maxWidth: .infinity, minHeight: 60) }.padding(.top, -8)
            })
        #expect(
            found.filter { $0.kind == .overlappingControls }.map(\.detail) == [
                "\"Done\" and \"Row 6\" take taps in the same 393 × 8 pt"
            ])
    }

    /// A button in the top leading corner of the card-button around it shares the card's top and
    /// leading edges exactly: it is still held by the card (nesting), not an overlap.
    @Test func aButtonFlushInTheCornerOfItsCardIsNested() throws {
        let found = findings(
            Button(action: {}) {
                VStack(alignment: .leading, spacing: 0) {
                    Button(action: {}) { Text("Start").frame(width: 60, height: 44) }
                    Text("Leg day").frame(width: 200, height: 44, alignment: .leading)
                }
            })
        #expect(!found.contains { $0.kind == .overlappingControls }, "\(found)")
    }

    @Test func aCardWiderThanAVerticalScrollViewIsFound() throws {
        let found = findings(
            ScrollView {
                Text("Protein 112 of 140 g")
                    .frame(width: 460, height: 80)
                    .background { RoundedRectangle(cornerRadius: 20).fill(Color.blue) }
            })
        let cut = found.filter { $0.kind == .clippedContent }
        #expect(cut.map(\.subject) == ["a card"])
        #expect(cut.first?.detail.hasSuffix("that does not scroll sideways") == true)
    }

    @Test func aRowThatScrollsSidewaysInsideAVerticalScrollViewIsNotCut() {
        let found = findings(
            ScrollView {
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(0..<8) { index in
                            Text("Chip \(index)").padding(12).background { Capsule().fill(Color.green) }
                        }
                    }
                }
            })
        #expect(found.filter { $0.kind == .clippedContent } == [])
    }

    /// The renderer's measurer (Pango) agrees: the same title breaks in the same narrow frame.
    @Test func theRenderersMeasurerFindsTheSameBreak() throws {
        let checker = LayoutChecker(measurer: try Renderer().measurer)
        let found = checker.check(ViewHost(Text("Performance").font(.title).frame(width: 90)), on: .iPhone16)
        #expect(found.contains { $0.kind == .brokenWord })
    }
}
