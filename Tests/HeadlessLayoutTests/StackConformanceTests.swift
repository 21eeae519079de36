import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Fixed-advance text: every character is half the point size wide; body text is 17 pt, 8.5 pt
/// a character, widths rounded up to the 3x pixel grid. Heights are SF Pro's, as on iOS: one line
/// of `.body` is 20.33 pt (61 px at 3x), and lines are 22 pt apart (platform-facts.md).
@MainActor
struct StackConformanceTests {
    static let device = Device.iPhone16
    /// One line of `.body` text on a 3x device.
    static let line: CGFloat = 61.0 / 3
    /// `.body`'s leading at Large, which a text keeps below it over another text (D318): 22 pt less
    /// 20.29, rounded up to the 3x pixel.
    static let bodyLeading: CGFloat = 2

    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

    func layout(_ view: some View) -> (ViewHost, LayoutResult) {
        let host = ViewHost(view)
        return (host, host.layout(on: Self.device))
    }

    /// Apple, `Spacer`: "A flexible space that expands along the major axis of its containing stack layout."
    @Test func textSpacerText() {
        let (host, result) = layout(
            HStack {
                Text("Hi")
                Spacer()
                Text("There")
            })
        let hi = host.frames(ofText: "Hi", in: result)[0]
        let there = host.frames(ofText: "There", in: result)[0]
        #expect(hi.minX == 0 && close(hi.minY, 59 + (759.0 - Self.line) / 2) && hi.width == 17 && close(hi.height, Self.line))
        #expect(close(there.maxX, 393) && close(there.width, 128.0 / 3))
    }

    /// Two spacers share the free space equally, centring what lies between them.
    @Test func twoSpacersCentre() {
        let (host, result) = layout(
            HStack {
                Spacer()
                Text("A")
                Spacer()
            })
        #expect(host.frames(ofText: "A", in: result)[0].midX == 393.0 / 2)
    }

    /// Apple, `layoutPriority(_:)`: "views with higher priority get the space they need first";
    /// without priorities the least flexible child is offered space first.
    @Test func layoutPriorityGroups() {
        let long = String(repeating: "a", count: 20)
        let short = String(repeating: "b", count: 10)
        let (host, result) = layout(
            HStack(spacing: 0) {
                Text(long).layoutPriority(1)
                Text(short)
            }.frame(width: 200))
        #expect(host.frames(ofText: long, in: result)[0].width == 170)
        #expect(close(host.frames(ofText: short, in: result)[0].width, 77.0 / 3))
        let (plain, plainResult) = layout(
            HStack(spacing: 0) {
                Text(long)
                Text(short)
            }.frame(width: 200))
        #expect(plain.frames(ofText: short, in: plainResult)[0].width == 85)
        #expect(close(plain.frames(ofText: long, in: plainResult)[0].width, 332.0 / 3))
    }

    /// `frame(maxWidth: .infinity)` takes all the width its parent offers.
    @Test func maxWidthInfinityInsidePadding() {
        let (host, result) = layout(VStack { Text("Hi").frame(maxWidth: .infinity) }.padding(24))
        let text = host.frames(ofText: "Hi", in: result)[0]
        #expect(text.midX == 393.0 / 2 && text.width == 17)
        let frames = result.frames.values.filter { $0.width == 345 }
        #expect(frames.contains { $0.minX == 24 })
    }

    /// Stacks put 8 pt between adjacent children when no spacing is given, except between texts
    /// stacked vertically (here a text above a row of texts), which keep the upper text's leading.
    @Test func nestedStacksDefaultSpacing() {
        let (host, result) = layout(
            VStack(alignment: .leading) {
                Text("A")
                HStack {
                    Text("B")
                    Text("C")
                }
            })
        let a = host.frames(ofText: "A", in: result)[0]
        let b = host.frames(ofText: "B", in: result)[0]
        let c = host.frames(ofText: "C", in: result)[0]
        #expect(close(b.minY - a.maxY, Self.bodyLeading))
        #expect(c.minX - b.maxX == 8)
        #expect(a.minX == b.minX)
    }

    /// Padding on a text's top or bottom edge takes the text's preference there: the padded edge is
    /// another view's, so the text beside it keeps its own distance from it (`.body` at 3x: 10.64 pt
    /// below a text, 6.43 pt above one, D314) and the padding joins it, while its other edge still
    /// keeps a text's leading from the next text (D318).
    @Test func aPaddedTextEdgeTakesTheTextsDistanceFromOtherViews() {
        let (host, result) = layout(
            VStack {
                Text("A")
                Text("B").padding(.top, 4)
                Text("C")
                Text("D").padding(.bottom, 4)
                Text("E")
            })
        let frames = ["A", "B", "C", "D", "E"].map { host.frames(ofText: $0, in: result)[0] }
        let (belowText, aboveText): (CGFloat, CGFloat) = (17.0 * 1_001 / 2_048 + 7.0 / 3, 17.0 * 494 / 2_048 + 7.0 / 3)
        #expect(close(frames[1].minY - frames[0].maxY, 4 + belowText), "\(frames)")
        #expect(close(frames[2].minY - frames[1].maxY, Self.bodyLeading), "\(frames)")
        #expect(close(frames[3].minY - frames[2].maxY, Self.bodyLeading), "\(frames)")
        #expect(close(frames[4].minY - frames[3].maxY, 4 + aboveText), "\(frames)")
    }

    /// A symbol set in its font meets a text frame to frame in a `VStack`, as two texts do, while
    /// a resizable symbol is another view, which the texts keep their distances from (D294: measured
    /// on iOS 18, a `bicycle` over a text over a `heart`; D314).
    @Test func aSymbolMeetsATextAsATextDoes() throws {
        func gaps(_ image: Image) throws -> (above: CGFloat, below: CGFloat) {
            let (host, result) = layout(
                VStack {
                    Text("A")
                    image
                    Text("B")
                })
            let a = host.frames(ofText: "A", in: result)[0]
            let b = host.frames(ofText: "B", in: result)[0]
            let between = try #require(
                result.frames.values.filter { $0.minY >= a.maxY - 0.01 && $0.maxY <= b.minY + 0.01 && $0.height > 1 }.max {
                    $0.height < $1.height
                })
            return (between.minY - a.maxY, b.minY - between.maxY)
        }
        let symbol = try gaps(Image(systemName: "heart"))
        #expect(close(symbol.above, LayoutEngine.textToTextSpacing) && close(symbol.below, LayoutEngine.textToTextSpacing), "\(symbol)")
        let resizable = try gaps(Image(systemName: "heart").resizable())
        let (belowText, aboveText): (CGFloat, CGFloat) = (17.0 * 1_001 / 2_048 + 7.0 / 3, 17.0 * 494 / 2_048 + 7.0 / 3)
        #expect(close(resizable.above, belowText) && close(resizable.below, aboveText), "\(resizable)")
    }

    /// A button is its label to its neighbours: two text links stacked in a `VStack` meet as two
    /// texts do, while a bordered button, whose style pads its label, keeps the default 8 pt (D299:
    /// Hymns-iOS's iOS 18.2 `SongInfoDialogView`, two `NavigationLink`s of callout text 21.5 pt
    /// apart, not a line and 8 pt).
    @Test func aTextButtonMeetsATextButtonAsTextsDo() {
        let (host, result) = layout(
            VStack {
                Button("Will Jeng") {}
                Button("Titus Ting") {}
                Text("Credits")
                Button("Edit") {}.buttonStyle(.bordered)
            })
        let will = host.frames(ofText: "Will Jeng", in: result)[0]
        let titus = host.frames(ofText: "Titus Ting", in: result)[0]
        let credits = host.frames(ofText: "Credits", in: result)[0]
        let edit = host.frames(ofText: "Edit", in: result)[0]
        #expect(close(titus.minY - will.maxY, Self.bodyLeading), "\(will) \(titus)")
        #expect(close(credits.minY - titus.maxY, Self.bodyLeading), "\(titus) \(credits)")
        // The bordered button's label sits 7 pt inside its 8 pt-spaced capsule.
        #expect(edit.minY - credits.maxY > LayoutEngine.defaultSpacing, "\(credits) \(edit)")
    }

    /// Apple, `minimumScaleFactor(_:)`: "the minimum percentage... to fit the text into the
    /// available space". A text that would need to shrink further stops at the factor: at 0.5 its
    /// one line is half a `.body` line tall however narrow the frame.
    @Test func minimumScaleFactorIsAFloor() {
        let words = "one two three four five six"
        let (host, result) = layout(Text(words).lineLimit(1).minimumScaleFactor(0.5).frame(width: 30))
        let frame = host.frames(ofText: words, in: result)[0]
        // Half of SF Pro's 20.29 pt line, rounded up to the 3x grid: 10.33 pt.
        #expect(close(frame.height, 31.0 / 3), "\(frame)")
    }

    /// A text offered less height than its lines shows the lines that fit, and always its first:
    /// three lines of `.body` at 120 pt show one in a 20 pt frame and two in a 45 pt one (SF Pro's
    /// 20.29 pt first line, then 22 pt a line). iOS cuts the last line shown with an ellipsis.
    @Test func aTextShorterThanItsLinesShowsTheLinesThatFit() {
        let words = "Slept 7 h 40 min, resting heart rate 52"
        func height(_ frame: CGFloat?) -> CGFloat {
            let (host, result) = layout(Text(words).frame(width: 120, height: frame))
            return host.frames(ofText: words, in: result)[0].height
        }
        #expect(close(height(nil), 193.0 / 3))
        #expect(close(height(20), Self.line))
        #expect(close(height(45), 127.0 / 3))
        #expect(close(height(4), Self.line))
    }

    /// Apple, `overlay(alignment:content:)`: the overlay is sized to the view; the view's size is unchanged.
    @Test func overlayKeepsTheSize() {
        let (host, result) = layout(Text("Hi").overlay { Color.red })
        let text = host.frames(ofText: "Hi", in: result)[0]
        #expect(text.width == 17 && close(text.height, Self.line))
        #expect(result.frames.values.filter { $0 == text }.count >= 3)
    }

    /// A scroll view takes the space offered and proposes its content unbounded height.
    @Test func scrollContentTallerThanViewport() throws {
        let (_, result) = layout(ScrollView { VStack { ForEach(0..<100) { Text("Row \($0)") } } })
        let content = try #require(result.contentSizes.values.first)
        #expect(close(content.height, 100 * Self.line + 99 * Self.bodyLeading))
        #expect(result.frames.values.contains { $0 == Self.device.safeArea })
    }

    /// Scrolling moves the content, not the viewport, and stops at the content's end.
    @Test func scrollOffsetMovesContent() {
        let host = ViewHost(ScrollView { VStack { ForEach(0..<100) { Text("Row \($0)") } } })
        let top = host.frames(ofText: "Row 0", in: host.layout(on: Self.device))[0]
        let scrolled = host.frames(ofText: "Row 0", in: host.layout(on: Self.device, scrollOffset: CGPoint(x: 0, y: 300)))[0]
        #expect(close(top.minY - scrolled.minY, 300))
        let end = host.frames(ofText: "Row 99", in: host.layout(on: Self.device, scrollOffset: CGPoint(x: 0, y: 1e9)))[0]
        #expect(close(end.maxY, Self.device.safeArea.maxY))
    }

    /// Text wraps at word boundaries within its width; alignment does not change its frame.
    @Test func wrappedText() {
        let words = "Log your meal by voice"
        let (host, result) = layout(Text(words).multilineTextAlignment(.center).frame(width: 100))
        let frame = host.frames(ofText: words, in: result)[0]
        // One natural line and two leadings, rounded up to the pixel grid: 64.33 pt.
        #expect(close(frame.height, 193.0 / 3))
        #expect(frame.width <= 100)
    }

    /// `lineLimit` and `minimumScaleFactor` bound how a long text fits.
    @Test func lineLimitAndScaleFactor() {
        let words = "one two three four five six"
        let (host, result) = layout(Text(words).lineLimit(1).frame(width: 100))
        #expect(close(host.frames(ofText: words, in: result)[0].height, Self.line))
        let (scaled, scaledResult) = layout(Text(words).lineLimit(1).minimumScaleFactor(0.5).frame(width: 200))
        let frame = scaled.frames(ofText: words, in: scaledResult)[0]
        #expect(frame.height < 22 && frame.height >= 11)
    }

    /// Bad input: NaN, negative and infinite frames, empty stacks.
    @Test func badInputGivesDefinedFrames() {
        let (host, result) = layout(
            VStack {
                Text("x").frame(width: .nan, height: -10)
                Text("y").frame(width: .infinity)
                HStack {}
                VStack {}
            })
        #expect(result.frames.values.allSatisfy { $0.minX.isFinite && $0.width.isFinite && $0.height.isFinite })
        #expect(host.frames(ofText: "x", in: result)[0].width == 0)
        #expect(close(host.frames(ofText: "y", in: result)[0].width, 26.0 / 3))
    }
}
