import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Stacks and spacers as SwiftUI lays them out on iOS.
@MainActor
struct StackFacts {
    func frames(_ view: some View, _ labels: [String]) throws -> [CGRect] {
        let (host, result) = try ConformanceHost.layout(view)
        return try labels.map { try #require(host.frames(ofText: $0, in: result).first) }
    }

    /// Measured on iOS references (issue 16: HStack spacing matched): 8 pt between adjacent views.
    @Test func hStackPutsEightPointsBetweenViews() throws {
        let f = try frames(
            HStack {
                Text("One")
                Text("Two")
            }, ["One", "Two"])
        #expect(close(f[1].minX - f[0].maxX, 8))
    }

    /// Issue #30's iOS references, item 1: two texts in a `VStack` are 0 to 2 pt apart on iOS, not
    /// 8. SwiftUI's default spacing depends on the neighbours: a text under another keeps its font's
    /// leading above it, rounded up to the pixel (the text-metrics spacing of SwiftUI's `Spacing`, as
    /// OpenSwiftUI's audit of iOS 18 records it; measured in `TextSpacingFacts`; D318): a text
    /// style's line height less SF Pro's natural line, `.body` at Large 22 − 20.29 pt (2 pt at 3x);
    /// a font of a fixed size has none.
    @Test func vStackKeepsTheLowerTextsLeadingBetweenTexts() throws {
        let f = try frames(
            VStack {
                Text("One")
                Text("Two").font(.title)
                Text("Three").font(.system(size: 17))
                Text("Four")
            }, ["One", "Two", "Three", "Four"])
        // `.title` at Large: 34 pt less 28 × 1.1934 = 33.42 pt, 0.58 pt, rounded up to 0.67.
        #expect(close(f[1].minY - f[0].maxY, 2.0 / 3), "\(f)")
        #expect(close(f[2].minY - f[1].maxY, 0), "\(f)")
        #expect(close(f[3].minY - f[2].maxY, 2), "\(f)")
        // Through the modifiers that keep a text's spacing, and from a row that holds a text.
        let row = try frames(
            VStack {
                HStack {
                    Image(systemName: "star.fill")
                    Text("Rated")
                }
                Text("Reviews").foregroundStyle(.secondary).frame(maxWidth: .infinity)
            }, ["Rated", "Reviews"])
        #expect(close(row[1].minY - row[0].maxY, 2, within: 0.5), "\(row)")
    }

    /// HymnalDreamTeam/Hymns-iOS's iOS 18.2 Prefire reference `SongInfoDialogView` ("regular values",
    /// 2x, Large): an author's two `NavigationLink(value:) { Text(name).font(.callout) }` in a
    /// `VStack(alignment: .leading)` have their inks' tops 21.5 pt apart (88.0 and 109.5 pt). A callout
    /// line is 19.33 pt here (3x) and the upper link keeps callout's leading below it (21 − 19.09 pt,
    /// 2 pt at 3x; D318): 21.33 pt, as texts meet, not 8 pt apart as two buttons would (27.5, drawn so
    /// before D299; 19.33 before D318).
    @Test func stackedTextLinksAreALineApart() throws {
        let f = try frames(
            VStack(alignment: .leading) {
                NavigationLink(value: "will") { Text("Will Jeng").font(.callout) }
                NavigationLink(value: "titus") { Text("Titus Ting").font(.callout) }
            }, ["Will Jeng", "Titus Ting"])
        #expect(abs(f[1].minY - f[0].minY - 21.5) <= 0.5, "\(f)")
    }

    /// A text keeps its own distance from a view that is not one, and from a padded edge: SwiftUI's
    /// text spacing (OpenSwiftUI's `Spacing`, audited for iOS 18, and its tests; DanceUI's resolved
    /// text): above it, its descender plus a tenth of its line height rounded up to the pixel;
    /// below it, its line height less its cap height, plus that tenth. `.body` at 3x: 4.10 + 2.33
    /// = 6.43 pt above and 8.31 + 2.33 = 10.64 pt below, where the layer kept 8 (D314). Measured:
    /// Hymns-iOS's iOS 18.1 `ErrorView` reference below.
    @Test func vStackKeepsATextsDistanceFromOtherViews() throws {
        let (host, result) = try ConformanceHost.layout(
            VStack {
                Text("Above")
                Color.red.frame(width: 20, height: 20)
                Text("Title")
                Text("Padded").padding(.top, 4)
                Text("Below")
            })
        let above = try #require(host.frames(ofText: "Above", in: result).first)
        let title = try #require(host.frames(ofText: "Title", in: result).first)
        let padded = try #require(host.frames(ofText: "Padded", in: result).first)
        let below = try #require(host.frames(ofText: "Below", in: result).first)
        let swatch = try #require(result.frames.values.first { $0.width == 20 && $0.height == 20 })
        let (belowText, aboveText): (CGFloat, CGFloat) = (17.0 * 1_001 / 2_048 + 7.0 / 3, 17.0 * 494 / 2_048 + 7.0 / 3)
        #expect(close(swatch.minY - above.maxY, belowText))
        #expect(close(title.minY - swatch.maxY, aboveText))
        // Next to a text, the padded edge is another view's: the text's distance and the padding, not 0.
        #expect(close(padded.minY - 4 - title.maxY, belowText))
        // The padded text's bottom edge is still a text's: the next text follows its leading (D318).
        #expect(close(below.minY - padded.maxY, 2))
    }

    /// Apple, `HStack(alignment:spacing:content:)`: an explicit spacing replaces the default.
    @Test func explicitSpacingIsKept() throws {
        let f = try frames(
            HStack(spacing: 20) {
                Text("One")
                Text("Two")
            }, ["One", "Two"])
        #expect(close(f[1].minX - f[0].maxX, 20))
    }

    /// Apple, `Spacer`: "expands along the major axis of its containing stack layout": the texts
    /// go to the ends of the safe area's width.
    @Test func aSpacerPushesToTheEnds() throws {
        let f = try frames(
            HStack {
                Text("One")
                Spacer()
                Text("Two")
            }, ["One", "Two"])
        #expect(close(f[0].minX, 0) && close(f[1].maxX, 393))
    }

    /// Issue #30's iOS references, item 2: `HStack { Text(title).padding(); Spacer() }` gives the
    /// text the width it needs (228 pt on iOS, where the headless layer gave it half the row and
    /// wrapped it): a spacer takes what the other children leave, keeping its minimum length.
    @Test func aSpacerLeavesTheTextItsWidth() throws {
        let title = "Choose a training plan"
        let alone = try frames(Text(title).fixedSize(), [title])[0]
        let f = try frames(
            HStack {
                Text(title).padding()
                Spacer()
            }.frame(width: alone.width + 32 + 8 + 8), [title])
        #expect(close(f[0].width, alone.width) && close(f[0].height, alone.height))
        // Narrower than the text needs beside the spacer's 8 pt, the text wraps to what is left.
        let narrow = try frames(
            HStack {
                Text(title).padding()
                Spacer()
            }.frame(width: alone.width), [title])[0]
        #expect(narrow.width <= alone.width - 32 - 16 && narrow.height > alone.height)
    }

    /// Apple, `VStack(alignment:)`: `.leading` lines up the leading edges.
    @Test func leadingAlignmentLinesUpLeadingEdges() throws {
        let f = try frames(
            VStack(alignment: .leading) {
                Text("Short")
                Text("A longer line")
            }, ["Short", "A longer line"])
        #expect(close(f[0].minX, f[1].minX) && f[0].width < f[1].width)
    }

    /// Apple, `HStack(alignment:)`: `.top` lines up the top edges of different heights.
    @Test func topAlignmentLinesUpTopEdges() throws {
        let f = try frames(
            HStack(alignment: .top) {
                Text("Big").font(.largeTitle)
                Text("small").font(.caption)
            }, ["Big", "small"])
        #expect(close(f[0].minY, f[1].minY))
    }

    /// Apple, `ZStack`: children are centred on each other by default.
    @Test func zStackCentres() throws {
        let f = try frames(
            ZStack {
                Text("Wide text here")
                Text("x")
            }, ["Wide text here", "x"])
        #expect(close(f[0].midX, f[1].midX, within: 1e-3) && close(f[0].midY, f[1].midY, within: 1e-3))
    }

    /// Measured on iOS references (issue 16: safe-area centring matched): a view smaller than the
    /// screen sits in the middle of the safe area (iPhone 16: 59 pt top, 34 pt bottom).
    @Test func contentIsCentredInTheSafeArea() throws {
        let f = try #require(try frames(Text("Hi"), ["Hi"]).first)
        #expect(close(f.midY, 59 + (852 - 59 - 34) / 2, within: 1e-3) && close(f.midX, 393 / 2, within: 1e-3))
    }
}

/// Apple, `Layout.placeSubviews(in:proposal:subviews:cache:)`: the proposal a container is placed
/// with is "the size proposal from which the container generated the size that the parent used to
/// create the bounds parameter", not its bounds. A stack placed at its own size therefore shares
/// out its length as it did when sized: found on issue #36's forms, where a row of buttons broke
/// the least flexible one's title ("Syn" / "c").
@MainActor
struct StackPlacementFacts {
    @Test func aStackPlacedAtItsSizeKeepsItsChildrensSizes() throws {
        let view = HStack {
            Text("Export")
            Text("Sync").padding(.horizontal, 12)
        }
        let (host, result) = try ConformanceHost.layout(view)
        let sync = try #require(host.frames(ofText: "Sync", in: result).first)
        let alone = try #require(try ConformanceHost.textFrame("Sync", in: Text("Sync")))
        #expect(sync.size == alone.size, "\(sync.size) \(alone.size)")
        // The same inside a padded row, as a form row places it.
        let (row, rowResult) = try ConformanceHost.layout(
            VStack {
                HStack {
                    Text("Export")
                    Text("Sync").padding(.horizontal, 12)
                }.padding()
            })
        #expect(try #require(row.frames(ofText: "Sync", in: rowResult).first).size == alone.size)
    }

    /// Apple, `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: the
    /// frame's size is the proposal clamped to its minimum and maximum, so `maxHeight: .infinity`
    /// makes a text as flexible as a color; a `VStack` sizes its least flexible children first (Apple,
    /// "Composing custom layouts"): the fixed 49 pt bar keeps its height and the framed text takes the
    /// rest of the 759 pt safe area.
    @Test func aFrameWithAnInfiniteMaximumTakesWhatItsStackLeaves() throws {
        let view = VStack(spacing: 0) {
            Text("Page").frame(maxWidth: .infinity, maxHeight: .infinity)
            Text("Bar").frame(height: 49)
        }
        let (host, result) = try ConformanceHost.layout(view)
        let page = try #require(host.frames(ofText: "Page", in: result).first)
        let bar = try #require(host.frames(ofText: "Bar", in: result).first)
        // The page is centred in 59...769 (the safe area less the bar), the bar at the bottom.
        #expect(abs(page.midY - (59 + 769) / 2) < 1e-6, "\(page)")
        #expect(abs(bar.midY - (769 + 49 / 2)) < 1e-6, "\(bar)")
    }
}
