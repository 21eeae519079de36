import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Behaviours `make mutants --module HeadlessLayout` found untested (docs/testing.md): a custom
/// `Layout` placing by a centre anchor, the tracking between two sizes of the HIG's table, Bold
/// Text's weight step with its cap, a text cut by its frame's height, the order a stack offers its
/// space in, a flexible frame at its minimum, and `minimumScaleFactor` at exactly the line limit.
@MainActor
struct MutationGapTests {
    /// Places its one subview with its centre on the centre of its bounds, at its ideal size.
    struct CentreLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
    }

    /// `LayoutSubview.place(at:anchor:proposal:)`: "the anchor point of the subview" goes to the
    /// point (Apple's documentation), so a centre anchor puts the subview's centre there, on both axes.
    @Test func aCentreAnchorPutsTheSubviewsCentreOnThePoint() throws {
        let host = ViewHost(CentreLayout { Color.red.frame(width: 40, height: 20) }.frame(width: 200, height: 100))
        let result = host.layout(on: .iPhone16)
        let box = try #require(result.frames.values.first { $0.size == CGSize(width: 200, height: 100) })
        let child = try #require(result.frames.values.first { $0.size == CGSize(width: 40, height: 20) })
        #expect(child.midX == box.midX && child.midY == box.midY)
        #expect(child.minX == box.midX - 20)
    }

    /// Between two sizes of the HIG's tracking table the tracking is linear in the size: 72 pt is
    /// +2/1000 em and 76 pt +1/1000 em, so 74 pt is +1.5/1000 em, 0.111 pt.
    @Test func trackingIsLinearBetweenTheTablesSizes() {
        #expect(abs(SystemFontMetrics.tracking(pointSize: 74) - 1.5 / 1000 * 74) < 1e-9)
        #expect(abs(SystemFontMetrics.tracking(pointSize: 72) - 2.0 / 1000 * 72) < 1e-9)
    }

    /// Bold Text draws two steps of `Font.Weight` heavier (D151): regular reads as semibold, and
    /// heavy and black stay at black.
    @Test func boldTextStepsTheWeightUpToBlack() {
        var environment = EnvironmentValues()
        environment.legibilityWeight = .bold
        #expect(ResolvedFont.resolve(Text("Run"), environment: environment).weight == 600)
        #expect(ResolvedFont.resolve(Text("Run").fontWeight(.heavy), environment: environment).weight == 900)
        #expect(ResolvedFont.resolve(Text("Run"), environment: EnvironmentValues()).weight == 400)
    }

    /// A text its frame's height cuts short (no `lineLimit`) takes the whole width offered, its last
    /// line filled to the ellipsis, as one cut by `lineLimit` does (D203): "Performance" alone would
    /// be 93.67 pt at 8.5 pt a character, rounded to the 3x grid.
    @Test func aTextCutByItsFramesHeightTakesTheWidthOffered() throws {
        let words = "Performance Weight Breakfast"
        let host = ViewHost(Text(words).frame(width: 100, height: 25))
        let text = try #require(host.frames(ofText: words, in: host.layout(on: .iPhone16)).first)
        #expect(text.width == 100)
    }

    /// A stack offers its space to the least flexible children first (SwiftUI's stack algorithm, as
    /// Apple's `HStack` documentation and WWDC22's "Compose custom layouts with SwiftUI" describe it:
    /// children are sorted by how far their size can range). In 300 pt, a 200…250 pt child is
    /// offered 150 first and takes its 200, leaving 100 to the 0…300 pt child; offering the wider
    /// range first would give it 150 and overflow the stack by 50.
    @Test func aStackOffersItsSpaceToTheLeastFlexibleChildFirst() throws {
        let host = ViewHost(
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 300)
                Color.blue.frame(minWidth: 200, maxWidth: 250)
            }
            .frame(width: 300, height: 50)
        )
        let frames = Array(host.layout(on: .iPhone16).frames.values)
        let stack = try #require(frames.first { $0.size == CGSize(width: 300, height: 50) })
        let wide = try #require(frames.first { $0.size == CGSize(width: 100, height: 50) })
        let narrow = try #require(frames.first { $0.size == CGSize(width: 200, height: 50) })
        #expect(wide.minX == stack.minX && narrow.minX == stack.minX + 100)
    }

    /// A flexible frame whose size is its own minimum proposes that size to its child even when it
    /// was proposed nothing (SwiftUI's flexible-frame placement, D195): `.frame(minHeight: 300)` in a
    /// scroll view stretches a shorter stack to 300 pt, so its spacer pushes "Bottom" to the foot.
    @Test func aFrameAtItsMinimumProposesItToItsChild() throws {
        let host = ViewHost(
            ScrollView {
                VStack(spacing: 0) {
                    Text("Top")
                    Spacer()
                    Text("Bottom")
                }
                .frame(minHeight: 300)
            }
        )
        let result = host.layout(on: .iPhone16)
        let top = try #require(host.frames(ofText: "Top", in: result).first)
        let bottom = try #require(host.frames(ofText: "Bottom", in: result).first)
        #expect(bottom.maxY - top.minY == 300)
    }

    /// `minimumScaleFactor` shrinks a text only when it needs more lines than its `lineLimit`: one
    /// that wraps onto exactly its two lines is drawn at its own size, as tall as the same text with
    /// no factor (UIKit's `adjustsFontSizeToFitWidth` with `numberOfLines` 2, which SwiftUI's text uses).
    @Test func aTextFillingItsLineLimitExactlyDoesNotShrink() throws {
        let words = "Hello world"
        let plain = ViewHost(Text(words).lineLimit(2).frame(width: 60))
        let scaled = ViewHost(Text(words).lineLimit(2).minimumScaleFactor(0.5).frame(width: 60))
        let unscaled = try #require(plain.frames(ofText: words, in: plain.layout(on: .iPhone16)).first)
        let shrunk = try #require(scaled.frames(ofText: words, in: scaled.layout(on: .iPhone16)).first)
        #expect(unscaled.height > 30)
        #expect(shrunk.size == unscaled.size)
    }

    /// Apple, `layoutPriority(_:)`: the parent offers the child with the highest priority "all the
    /// space offered to the parent minus the minimum space required for all its lower-priority
    /// children". A one-line 30-letter text (255 pt at 8.5 pt a letter) with priority 1 beside a
    /// color of at least 50 pt, in 200 pt, is offered 150 and takes it (cut short, it takes the
    /// width offered); the color keeps its 50.
    @Test func aHigherPriorityChildLeavesTheOthersTheirMinimum() throws {
        let long = String(repeating: "a", count: 30)
        let host = ViewHost(
            HStack(spacing: 0) {
                Text(long).lineLimit(1).layoutPriority(1)
                Color.blue.frame(minWidth: 50, maxWidth: 100, maxHeight: 20)
            }
            .frame(width: 200))
        let result = host.layout(on: .iPhone16)
        let text = try #require(host.frames(ofText: long, in: result).first)
        let color = try #require(result.frames.values.first { $0.height == 20 && $0.minX >= text.maxX - 1e-9 })
        #expect(text.width == 150)
        #expect(color.width == 50 && color.minX == text.maxX)
    }

    /// Apple, `Spacer(minLength:)`: "the minimum length this spacer can be shrunk to". A stack
    /// keeps it for the spacer before offering the rest to a text of the same priority: a one-line
    /// 255 pt text and a spacer of at least 40 pt in 200 pt leave the text 160.
    @Test func aSpacersMinimumLengthIsKeptFromTheTextBesideIt() throws {
        let long = String(repeating: "a", count: 30)
        let host = ViewHost(
            HStack(spacing: 0) {
                Text(long).lineLimit(1)
                Spacer(minLength: 40)
            }
            .frame(width: 200))
        let text = try #require(host.frames(ofText: long, in: host.layout(on: .iPhone16)).first)
        #expect(text.width == 160)
    }

    /// A measured symbol's box (D231, D293): `heart.fill` at `.body` (17 pt) is its Regular master's
    /// advance, 96.39 units at 100 pt small, × 1.2 × 0.17 = 19.66 pt wide, 19.67 on the 3x grid; its
    /// ink (14.55 pt: 69.63 units above the baseline and -1.71 below, scaled about the cap's middle,
    /// 35.23) with SF Symbols' 0.091 em above and below (1.547 pt each) makes it 17.65 pt tall, 17.67
    /// on the grid. `.imageScale(.large)` makes it 1.3 × wider and its ink 1.3 × taller (25.67 × 22.33
    /// on the grid). An unmeasured symbol keeps D131's square: its glyph's em is 17 × 1.27 = 21.59 pt,
    /// its frame the glyph's 20-unit live area.
    @Test func aSymbolAtBodyTakesItsMeasuredBox() throws {
        #expect(abs(SymbolMetrics.glyphSize(pointSize: 17, scale: .medium) - 21.59) < 1e-9)
        // Its frame is the glyph's live area, 20 of the 24 units: 17.99 pt, 18 on the grid.
        #expect(abs(SymbolMetrics.frameSide(pointSize: 17, scale: .medium) - 21.59 * 20 / 24) < 1e-9)
        let airpods = ViewHost(HStack { Image(systemName: "airpods") }.frame(width: 200, height: 100))
        #expect(airpods.layout(on: .iPhone16).frames.values.contains { $0.width == 18 && $0.height == 18 })
        for (scale, width, height) in [(Image.Scale.medium, 59.0 / 3, 53.0 / 3), (.large, 77.0 / 3, 67.0 / 3)] {
            let host = ViewHost(HStack { Image(systemName: "heart.fill").imageScale(scale) }.frame(width: 200, height: 100))
            let frames = Array(host.layout(on: .iPhone16).frames.values)
            #expect(frames.contains { abs($0.width - width) < 1e-9 && abs($0.height - height) < 1e-9 }, "\(scale): \(frames)")
        }
        let box = try #require(SymbolMetrics.box(for: "heart.fill", pointSize: 17, weight: 400, scale: .medium))
        #expect(abs(box.size.width - 19.664) < 0.01 && abs(box.size.height - 17.647) < 0.01, "\(box)")
        #expect(abs(box.ink.minX - 1.993) < 0.01 && abs(box.ink.minY - 1.547) < 0.01, "\(box)")
    }

    /// `kerning(_:)` adds to the size's tracking: a 17 pt text tracks −26/1000 em (−0.442 pt, the
    /// HIG's table), and with `kerning(2)` 1.558 pt between its letters.
    @Test func kerningAddsToTheTracking() {
        let environment = EnvironmentValues()
        #expect(abs(ResolvedFont.resolve(Text("Run"), environment: environment).letterSpacing + 0.442) < 1e-9)
        #expect(abs(ResolvedFont.resolve(Text("Run").kerning(2), environment: environment).letterSpacing - 1.558) < 1e-9)
    }

    /// A custom view whose body is several views gives them to the enclosing stack, as SwiftUI
    /// flattens a `TupleView` body: in an `HStack`, "B" sits beside "A", not under it.
    struct TwoWords: View {
        var body: some View {
            Text("A")
            Text("B")
        }
    }

    @Test func aBodyOfSeveralViewsJoinsTheEnclosingStack() throws {
        let host = ViewHost(HStack(spacing: 10) { TwoWords() })
        let result = host.layout(on: .iPhone16)
        let a = try #require(host.frames(ofText: "A", in: result).first)
        let b = try #require(host.frames(ofText: "B", in: result).first)
        #expect(b.minY == a.minY)
        #expect(b.minX == a.maxX + 10)
    }

    /// The HIG's tracking table ends at 80 pt with 0: larger text is not tracked (a crash or a
    /// wrong row beyond the table's end would show here), and 78 pt lies between 76 (+1/1000 em) and 80.
    @Test func trackingBeyondTheTablesLastSizeIsItsLastValue() {
        #expect(SystemFontMetrics.tracking(pointSize: 80) == 0)
        #expect(SystemFontMetrics.tracking(pointSize: 96) == 0)
        #expect(abs(SystemFontMetrics.tracking(pointSize: 78) - 0.5 / 1000 * 78) < 1e-9)
    }

    /// A word exactly as long as a line fills it and starts no empty line: "A Breakfast" at 8.5 pt
    /// a letter in 76.5 pt (nine letters) is two lines, "A" and "Breakfast".
    @Test func aWordExactlyALineLongFillsItsLine() {
        let font = ResolvedFont.resolve(Text("A Breakfast"), environment: EnvironmentValues())
        let measured = FixedAdvanceTextMeasurer().measure("A Breakfast", font: font, maxWidth: 76.5, lineLimit: nil)
        #expect(measured.lines == ["A", "Breakfast"])
    }

    /// A measurer whose small sizes are wider per point than its large ones, as SF Pro Text is
    /// beside SF Pro Display (0.6 em a letter below 20 pt, 0.5 from 20).
    struct OpticalSizeMeasurer: TextMeasuring {
        func measure(_ text: String, font: ResolvedFont, maxWidth: CGFloat?, lineLimit: Int?) -> TextMeasurement {
            let width = CGFloat(text.count) * font.size * (font.size < 20 ? 0.6 : 0.5)
            return TextMeasurement(lines: [text], size: CGSize(width: width, height: font.lineHeight))
        }
    }

    /// `minimumScaleFactor` measures again at the size it found and shrinks further while the text
    /// still does not fit (D211): "Performance" at 30 pt is 165 pt; shrunk to 100 pt's 0.606 it
    /// falls below 20 pt, where it is 120 pt wide, so it shrinks by 100/120 again, to 0.505, where
    /// it fits.
    @Test func minimumScaleShrinksAgainAcrossTheOpticalSizeSwitch() {
        let font = ResolvedFont.resolve(Text("Performance").font(.system(size: 30)), environment: EnvironmentValues())
        let measurer = OpticalSizeMeasurer()
        let scale = measurer.minimumScale(of: "Performance", font: font, factor: 0.1, lineLimit: 1, width: 100)
        #expect(abs(scale - 100.0 / 165 * 100.0 / 120) < 1e-9, "\(scale)")
        #expect(measurer.measure("Performance", font: font.scaled(by: scale), maxWidth: nil, lineLimit: 1).size.width <= 100.5)
    }

    /// A scale that is not a positive number (zero, negative, infinite) is taken as 1x: the size
    /// rounded up to whole points, as the doc comment's example rounds to thirds at 3x.
    @Test func aPixelGridOfNoSensibleScaleIsOnePoint() {
        let size = CGSize(width: 120, height: 32.3)
        #expect(Device.pixelAligned(size, scale: 3) == CGSize(width: 120, height: 97.0 / 3))
        for scale in [0, -2, CGFloat.infinity, .nan] {
            #expect(Device.pixelAligned(size, scale: scale) == CGSize(width: 120, height: 33), "scale \(scale)")
        }
    }

    /// A sideways scroll view whose content is narrower than it places the content at its
    /// alignment anchor (`defaultScrollAnchor(.trailing)`): a 100 pt row in 300 pt sits at its
    /// trailing end, 200 pt in.
    @Test func narrowContentSitsAtTheScrollAnchor() throws {
        let host = ViewHost(
            ScrollView(.horizontal) { Color.red.frame(width: 100, height: 20) }
                .defaultScrollAnchor(.trailing)
                .frame(width: 300, height: 20))
        let frames = Array(host.layout(on: .iPhone16).frames.values)
        let scroll = try #require(frames.first { $0.size == CGSize(width: 300, height: 20) })
        let row = try #require(frames.first { $0.size == CGSize(width: 100, height: 20) })
        #expect(row.minX - scroll.minX == 200)
    }

    /// A bundle image takes its pixels over the scale its file is drawn for: a 90 × 60 px
    /// `tile@3x.png` is 30 × 20 pt.
    @Test func aBitmapTakesItsPixelsOverItsScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-bitmap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A PNG's signature and the start of its IHDR chunk, all the lookup reads: 90 × 60 px.
        let header: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 90, 0, 0, 0, 60,
        ]
        try Data(header).write(to: folder.appendingPathComponent("tile@3x.png"))
        let bundle = try #require(Bundle(path: folder.path))
        let host = ViewHost(Image("tile", bundle: bundle))
        #expect(host.layout(on: .iPhone16).frames.values.contains { $0.size == CGSize(width: 30, height: 20) })
    }

    /// Padding offers its content the height offered less its top and bottom insets: a color padded
    /// 4 pt at the top and 10 at the bottom in a 100 pt frame is 86 pt tall.
    @Test func paddingOffersTheHeightLessItsInsets() throws {
        let host = ViewHost(
            Color.red.frame(maxWidth: 50, maxHeight: .infinity)
                .padding(EdgeInsets(top: 4, leading: 0, bottom: 10, trailing: 0))
                .frame(width: 50, height: 100))
        let frames = Array(host.layout(on: .iPhone16).frames.values)
        #expect(frames.contains { $0.size == CGSize(width: 50, height: 86) }, "\(frames.map(\.size))")
    }

    /// A layout priority set inside a modifier still reaches the stack (a view's traits pass through
    /// its modifiers): a one-line 255 pt text with priority 1, padded 4 pt, beside a color of at
    /// least 50 pt in 200 pt, is offered 150 and takes 146.
    @Test func aLayoutPriorityReachesTheStackThroughPadding() throws {
        let long = String(repeating: "a", count: 30)
        let host = ViewHost(
            HStack(spacing: 0) {
                Text(long).lineLimit(1).layoutPriority(1).padding(.leading, 4)
                Color.blue.frame(minWidth: 50, maxWidth: 100, maxHeight: 20)
            }
            .frame(width: 200))
        let text = try #require(host.frames(ofText: long, in: host.layout(on: .iPhone16)).first)
        #expect(text.width == 146)
    }

    /// SF Pro's cap height is 1443 of its 2048 units (11.98 pt at 17 pt), the height the stand-in
    /// faces' capitals are scaled to.
    @Test func theCapHeightIsSFPros() {
        #expect(abs(SystemFontMetrics.capHeightRatio * 2048 - 1443) < 1e-9)
        #expect(abs(SystemFontMetrics.capHeightRatio * 17 - 11.978) < 1e-3)
    }

    /// A font scaled by a factor scales its size, line and letter spacing alike: at 0.5 a 17 pt
    /// text's −0.442 pt tracking is −0.221.
    @Test func aScaledFontScalesItsTracking() {
        let font = ResolvedFont.resolve(Text("Run"), environment: EnvironmentValues())
        let half = font.scaled(by: 0.5)
        #expect(half.size == 8.5)
        #expect(abs(half.letterSpacing + 0.221) < 1e-9)
    }

    /// `italic()` on a view sets the texts inside it in italic; texts outside stay upright.
    @Test func italicOnAViewReachesItsTexts() throws {
        let host = ViewHost(
            VStack {
                VStack { Text("Run") }.italic()
                Text("Walk")
            })
        let fonts = host.displayList(on: .iPhone16).compactMap { item -> (String, Bool)? in
            if case let .text(text) = item.content { (text.string, text.font.italic) } else { nil }
        }
        #expect(fonts.map(\.0) == ["Run", "Walk"])
        #expect(fonts.map(\.1) == [true, false])
    }
}
