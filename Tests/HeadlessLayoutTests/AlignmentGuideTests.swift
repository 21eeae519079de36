import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// A custom alignment for the form-alignment test: a row's value column.
private enum ValueColumn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

extension HorizontalAlignment {
    fileprivate static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

/// Alignment guides (Apple, `alignmentGuide(_:computeValue:)`: "Sets the view's horizontal alignment
/// guide ... when it's placed in a container that uses that alignment"; `VerticalAlignment`:
/// `.firstTextBaseline` "a guide marking the topmost text baseline view", `.lastTextBaseline` the
/// bottom-most; a view without text has its baseline at its bottom). Fixed-advance text, SF Pro's
/// heights: a text's first baseline is its ascender (1950/2048 of the size) below its top.
@MainActor
struct AlignmentGuideTests {
    func layout(_ view: some View) -> (ViewHost, LayoutResult) {
        let host = ViewHost(view)
        return (host, host.layout(on: .iPhone16))
    }

    func text(_ content: String, _ host: ViewHost, _ result: LayoutResult) throws -> CGRect {
        try #require(host.frames(ofText: content, in: result).first)
    }

    static func ascent(_ size: CGFloat) -> CGFloat { size * 1950 / 2048 }

    /// An explicit leading guide of −12 puts the view 12 pt right of its neighbours' leading edges,
    /// and the stack widens by what sticks out.
    @Test func anExplicitGuideMovesTheView() throws {
        let (host, result) = layout(
            VStack(alignment: .leading) {
                Text("Today")
                Text("12 km").alignmentGuide(.leading) { _ in -12 }
            }.fixedSize())
        let today = try text("Today", host, result)
        let km = try text("12 km", host, result)
        #expect(km.minX - today.minX == 12, "\(today) \(km)")
        // A guide read from the view's own dimensions: its trailing edge on the others' leading.
        let (host2, result2) = layout(
            VStack(alignment: .leading) {
                Text("Today")
                Text("km").alignmentGuide(.leading) { d in d[.trailing] }
            }.fixedSize())
        #expect(try abs(text("km", host2, result2).maxX - text("Today", host2, result2).minX) < 1e-9)
    }

    /// When every view of the stack sets its own guide, the guides still decide: 0 for one, −12 for
    /// the other puts the second 12 pt right of the first.
    @Test func guidesSetOnEveryViewAreHonoured() throws {
        let (host, result) = layout(
            VStack(alignment: .leading) {
                Text("Today").alignmentGuide(.leading) { _ in 0 }
                Text("12 km").alignmentGuide(.leading) { _ in -12 }
            }.fixedSize())
        let today = try text("Today", host, result)
        let km = try text("12 km", host, result)
        #expect(km.minX - today.minX == 12, "\(today) \(km)")
    }

    /// A custom layout reads a subview's guides through `LayoutSubview.dimensions(in:)` (Apple):
    /// one that puts each subview's first baseline 40 pt down lines up texts of two sizes there,
    /// and an explicit guide reads back as set.
    @Test func aCustomLayoutReadsItsSubviewsGuides() throws {
        struct BaselineRow: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 300, height: 80)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var x = bounds.minX
                for subview in subviews {
                    let dimensions = subview.dimensions(in: .unspecified)
                    subview.place(at: CGPoint(x: x, y: bounds.minY + 40 - dimensions[.firstTextBaseline]), proposal: .unspecified)
                    x += dimensions.width
                }
            }
        }
        let (host, result) = layout(
            BaselineRow {
                Text("Big").font(.largeTitle)
                Text("small").font(.caption)
                Text("set").alignmentGuide(.firstTextBaseline) { _ in 10 }
            })
        let big = try text("Big", host, result)
        let small = try text("small", host, result)
        #expect(abs((big.minY + Self.ascent(34)) - (small.minY + Self.ascent(12))) < 1e-6, "\(big) \(small)")
        #expect(abs(try text("set", host, result).minY - (small.minY + Self.ascent(12) - 10)) < 1e-6)
    }

    /// `HStack(alignment: .firstTextBaseline)`: texts of different sizes share their first baseline,
    /// where the centre alignment would put their middles level.
    @Test func firstTextBaselinesLineUp() throws {
        let (host, result) = layout(
            HStack(alignment: .firstTextBaseline) {
                Text("128").font(.largeTitle)
                Text("kcal").font(.caption)
            })
        let big = try text("128", host, result)
        let small = try text("kcal", host, result)
        // `.largeTitle` is 34 pt, `.caption` 12 pt at the Large size.
        let bigBaseline = big.minY + Self.ascent(34)
        let smallBaseline = small.minY + Self.ascent(12)
        #expect(abs(bigBaseline - smallBaseline) < 1e-6, "\(bigBaseline) vs \(smallBaseline)")
        #expect(abs(big.midY - small.midY) > 3)
    }

    /// The baseline of a stack is its first text's: a label beside a two-line block lines up with
    /// the block's first line; with `.lastTextBaseline`, with its last.
    @Test func aStacksBaselinesAreItsTexts() throws {
        func rows(_ alignment: VerticalAlignment) throws -> (label: CGRect, first: CGRect, second: CGRect) {
            let (host, result) = layout(
                HStack(alignment: alignment) {
                    Text("Total")
                    VStack(alignment: .leading) {
                        Text("$42").font(.title)
                        Text("incl. tax").font(.footnote)
                    }
                })
            return (try text("Total", host, result), try text("$42", host, result), try text("incl. tax", host, result))
        }
        let first = try rows(.firstTextBaseline)
        // `.body` 17 pt beside `.title` 28 pt.
        #expect(abs((first.label.minY + Self.ascent(17)) - (first.first.minY + Self.ascent(28))) < 1e-6)
        let last = try rows(.lastTextBaseline)
        // `.footnote` is 13 pt.
        #expect(abs((last.label.minY + Self.ascent(17)) - (last.second.minY + Self.ascent(13))) < 1e-6)
    }

    /// A view without text has its baseline at its bottom: a 10 pt square sits on the text's baseline.
    @Test func aViewWithoutTextSitsOnTheBaseline() throws {
        let (host, result) = layout(
            HStack(alignment: .firstTextBaseline) {
                Color.red.frame(width: 10, height: 10)
                Text("Ready")
            })
        let square = try #require(
            host.frame(endingWith: "/color", in: result) ?? result.frames.first { $0.value.size == CGSize(width: 10, height: 10) }?.value)
        let ready = try text("Ready", host, result)
        #expect(abs(square.maxY - (ready.minY + Self.ascent(17))) < 1e-6, "\(square) \(ready)")
    }

    /// A custom alignment lines up a column across rows: each value's leading edge on the same line
    /// though the labels differ in width (the form layout of Apple's `AlignmentID` article).
    @Test func aCustomAlignmentLinesUpAColumn() throws {
        let (host, result) = layout(
            VStack(alignment: .valueColumn) {
                HStack {
                    Text("Name")
                    Text("Ada").alignmentGuide(.valueColumn) { d in d[.leading] }
                }
                HStack {
                    Text("Occupation")
                    Text("Engineer").alignmentGuide(.valueColumn) { d in d[.leading] }
                }
            })
        let ada = try text("Ada", host, result)
        let engineer = try text("Engineer", host, result)
        #expect(abs(ada.minX - engineer.minX) < 1e-6, "\(ada.minX) vs \(engineer.minX)")
        #expect(try abs(text("Name", host, result).minX - text("Occupation", host, result).minX) > 10)
    }

    /// The badge idiom: an overlay at the top trailing corner whose bottom-leading corner is put on
    /// it with explicit top and trailing guides.
    @Test func anOverlayBadgeSitsOnTheCorner() throws {
        let (host, result) = layout(
            Text("Inbox").frame(width: 80, height: 40)
                .overlay(alignment: .topTrailing) {
                    Text("3").frame(width: 16, height: 16)
                        .alignmentGuide(.top) { d in d[.bottom] }
                        .alignmentGuide(.trailing) { d in d[.leading] }
                })
        let inbox = try #require(
            host.frames(ofText: "Inbox", in: result).first.flatMap { frame in
                result.frames.values.first {
                    $0.size == CGSize(width: 80, height: 40) && $0.contains(CGPoint(x: frame.midX, y: frame.midY))
                }
            })
        let badge = try #require(result.frames.values.first { $0.size == CGSize(width: 16, height: 16) })
        #expect(badge.minX == inbox.maxX && badge.maxY == inbox.minY, "\(badge) on \(inbox)")
    }

    /// A ZStack aligns its children by their guides within its own frame wherever it stands: a
    /// leading guide of −10 puts the small view 10 pt right of the large one's leading edge, in a
    /// stack pushed 30 pt in from the screen's edge.
    @Test func aZStacksGuidesAreMeasuredFromItsFrame() throws {
        let (_, result) = layout(
            HStack(spacing: 0) {
                Color.clear.frame(width: 30, height: 10)
                ZStack(alignment: .leading) {
                    Color.red.frame(width: 100, height: 40)
                    Color.blue.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in -10 }
                }
            })
        let large = try #require(result.frames.values.first { $0.size == CGSize(width: 100, height: 40) })
        let small = try #require(result.frames.values.first { $0.size == CGSize(width: 20, height: 20) })
        let spacer = try #require(result.frames.values.first { $0.size == CGSize(width: 30, height: 10) })
        #expect(large.minX == spacer.maxX, "\(large) after \(spacer)")
        #expect(small.minX - large.minX == 10, "\(small) in \(large)")
    }

    /// A guide set inside padding is read from the padded view's own size: a top guide at the
    /// view's bottom, under 10 pt of bottom padding, puts the view's bottom on its neighbour's top.
    @Test func aGuideInsidePaddingReadsTheInnerSize() throws {
        let (_, result) = layout(
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 30, height: 40)
                Color.blue.frame(width: 20, height: 20)
                    .alignmentGuide(.top) { d in d[.bottom] }
                    .padding(.bottom, 10)
            })
        let anchor = try #require(result.frames.values.first { $0.size == CGSize(width: 30, height: 40) })
        let moved = try #require(result.frames.values.first { $0.size == CGSize(width: 20, height: 20) })
        #expect(moved.maxY == anchor.minY, "\(moved) above \(anchor)")
    }

    /// A `ZStack` asks each child its horizontal guide and then its vertical one before the next
    /// child's: closures that carry state from child to child lay out a wrapping row, the pattern
    /// of a widely copied Stack Overflow answer (58876712) that Hymns-iOS's `WrappedHStack` uses.
    /// Three 150 pt tiles in a 320 pt reader: two in the first row, the third under the first.
    @Test func aZStackAsksEachChildsGuidesInTurn() throws {
        final class Cursor { var x: CGFloat = 0, y: CGFloat = 0, rowEnd: CGFloat = 0, rowBottom: CGFloat = 0 }
        let cursor = Cursor()
        let widths: [CGFloat] = [150, 150, 150]
        let (_, result) = layout(
            GeometryReader { geometry in
                ZStack(alignment: .topLeading) {
                    ForEach(widths.indices, id: \.self) { index in
                        Color.red.frame(width: widths[index], height: 40 + CGFloat(index))
                            .alignmentGuide(.leading) { d in
                                cursor.x = cursor.rowEnd
                                if abs(cursor.x - d.width) > geometry.size.width {
                                    cursor.x = 0
                                    cursor.y = cursor.rowBottom
                                }
                                let value = cursor.x
                                cursor.rowEnd = index == widths.count - 1 ? 0 : cursor.x - d.width
                                cursor.rowBottom = cursor.y - d.height
                                if index == widths.count - 1 { cursor.x = 0 }
                                return value
                            }
                            .alignmentGuide(.top) { _ in
                                let value = cursor.y
                                if index == widths.count - 1 { (cursor.y, cursor.rowBottom) = (0, 0) }
                                return value
                            }
                    }
                }
            }.frame(width: 320, height: 200))
        let tiles = (0..<3).compactMap { index in result.frames.values.first { $0.size == CGSize(width: 150, height: 40 + CGFloat(index)) }
        }
        try #require(tiles.count == 3, "\(tiles)")
        #expect(tiles[1].minX - tiles[0].minX == 150 && tiles[1].minY == tiles[0].minY, "\(tiles)")
        #expect(tiles[2].minX == tiles[0].minX && tiles[2].minY - tiles[0].minY == 41, "\(tiles)")
    }
}
