import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// A stack's default spacing by neighbour (D172, D314): two texts stacked touch line box to line
/// box, another view keeps the text's own distance from it (`.body` at 3x: 6.43 pt above it,
/// 10.64 pt below it), every other pair keeps 8 pt, and a nested stack offers the edge of its first or last child
/// (a vertical one, along its axis) or of any child (a horizontal one). An explicit spacing goes
/// between children only. Each case is a place an exhaustive mutation run of HeadlessLayout found
/// no test of this target checking (docs/testing.md).
@MainActor
struct StackSpacingTests {
    /// The gap between the frame of the view `above` and "B" in `view`.
    private func gapAboveB<Content: View>(_ view: Content, above: (CGRect) -> Bool) throws -> CGFloat {
        let host = ViewHost(view)
        let result = host.layout(on: .iPhone16)
        let b = try #require(host.frames(ofText: "B", in: result).first)
        let upper = try #require(result.frames.values.filter(above).max { $0.maxY < $1.maxY })
        return b.minY - upper.maxY
    }

    /// `.body` at 3x: SF Pro's descender (4.10 pt) plus a tenth of its line height rounded up to
    /// the pixel (2.33 pt) above a text; its line height less its cap height (8.31 pt) plus the same
    /// tenth below it (D314).
    static let aboveBody: CGFloat = 17.0 * 494 / 2_048 + 7.0 / 3
    static let belowBody: CGFloat = 17.0 * 1_001 / 2_048 + 7.0 / 3
    /// `.body`'s leading at Large, kept under it over another text (D318): its 22 pt line less SF
    /// Pro's 20.29 pt natural line, 1.71 pt, rounded up to the 3x pixel.
    static let bodyLeading: CGFloat = 2

    /// Two texts keep the lower one's leading between them, rounded up to the pixel (D318):
    /// `.title`'s 0.58 pt (0.67 at 3x) under `.body`, `.body`'s 1.71 pt (2) under `.title`; a
    /// font of a fixed size has none, and `lineSpacing(_:)` is the paragraph's, not the font's.
    @Test func twoTextsKeepTheLowerOnesLeading() throws {
        func gap(_ upper: Text, _ lower: some View) throws -> CGFloat {
            let host = ViewHost(
                VStack {
                    upper
                    lower
                })
            let result = host.layout(on: .iPhone16)
            let frames = result.frames.values.filter { $0.height > 15 && $0.height < 40 }.sorted { $0.minY < $1.minY }
            let a = try #require(host.frames(ofText: "A", in: result).first)
            let b = try #require(frames.last { $0.minY >= a.maxY - 0.01 })
            return b.minY - a.maxY
        }
        #expect(abs(try gap(Text("A"), Text("B").font(.title)) - 2.0 / 3) < 0.001)
        #expect(abs(try gap(Text("A").font(.title), Text("B")) - 2) < 0.001)
        #expect(abs(try gap(Text("A"), Text("B").font(.system(size: 17)))) < 0.001)
        #expect(abs(try gap(Text("A"), Text("B").lineSpacing(10)) - 2) < 0.001)
    }

    /// A color above a text keeps the text's distance above it, not the platform's 8 pt.
    @Test func aColorAboveATextKeepsTheTextsDistance() throws {
        let gap = try gapAboveB(
            VStack {
                Color.red.frame(width: 30, height: 10)
                Text("B")
            }, above: { $0.size == CGSize(width: 30, height: 10) })
        #expect(abs(gap - Self.aboveBody) < 0.001, "\(gap)")
    }

    /// A column whose last child is a color offers no text at its foot, although it holds one: the
    /// text below keeps its distance above it. A row offers the text of any child (`HStack { color;
    /// text }` above a text keeps its text's leading from it, D318).
    @Test func aNestedStackOffersTheEdgeOfItsLastChild() throws {
        let column = try gapAboveB(
            VStack {
                VStack {
                    Text("A")
                    Color.red.frame(width: 30, height: 10)
                }
                Text("B")
            }, above: { $0.size == CGSize(width: 30, height: 10) })
        #expect(abs(column - Self.aboveBody) < 0.001, "\(column)")
        let row = try gapAboveB(
            VStack {
                HStack {
                    Color.red.frame(width: 30, height: 10)
                    Text("A")
                }
                Text("B")
            }, above: { $0.height > 10 && $0.height < 30 && $0.width > 40 })
        #expect(abs(row - Self.bodyLeading) < 0.001, "\(row)")
    }

    /// The same at the top: a column opening with a color sits the text's distance below the text
    /// above it, one opening with a text the upper text's leading below it.
    @Test func aNestedStackOffersTheEdgeOfItsFirstChild() throws {
        for (first, expected) in [(true, Self.belowBody), (false, Self.bodyLeading)] {
            let host = ViewHost(
                VStack {
                    Text("B")
                    VStack {
                        if first { Color.red.frame(width: 30, height: 10) }
                        Text("A")
                        if !first { Color.red.frame(width: 30, height: 10) }
                    }
                })
            let result = host.layout(on: .iPhone16)
            let b = try #require(host.frames(ofText: "B", in: result).first)
            let column = try #require(
                result.frames.values.filter { $0.minY > b.minY && $0.height > 30 && $0.width >= 30 }.min { $0.minY < $1.minY })
            #expect(abs(column.minY - b.maxY - expected) < 0.001, "opening with a color: \(first)")
        }
    }

    /// Apple, `HStack(alignment:spacing:content:)`: spacing is "the distance between adjacent
    /// subviews": two colors of 40 and 60 pt with 10 pt between them make a 110 pt row.
    @Test func anExplicitSpacingGoesBetweenChildrenOnly() throws {
        let frames = Array(
            ViewHost(
                HStack(spacing: 10) {
                    Color.red.frame(width: 40, height: 20)
                    Color.blue.frame(width: 60, height: 20)
                }
            ).layout(on: .iPhone16).frames.values)
        #expect(frames.contains { $0.size == CGSize(width: 110, height: 20) })
        #expect(!frames.contains { $0.width > 110 && $0.height == 20 })
    }

    /// Two views built together: a color, then a text.
    @ViewBuilder static func colorThenText() -> some View {
        Color.red.frame(width: 30, height: 10)
        Text("B")
    }

    /// Several views framed together stack: their top is the first view's, not any of them. Under a
    /// text, a framed pair opening with a color keeps the text's distance below it (10.64 pt), not a
    /// text's leading, though a text follows the color inside.
    @Test func severalViewsFramedTogetherOfferTheFirstOnesTop() throws {
        let host = ViewHost(
            VStack {
                Text("A")
                Self.colorThenText().frame(width: 100)
            })
        let result = host.layout(on: .iPhone16)
        let a = try #require(host.frames(ofText: "A", in: result).first)
        let color = try #require(result.frames.values.first { $0.size == CGSize(width: 30, height: 10) })
        #expect(abs(color.minY - a.maxY - Self.belowBody) < 0.001, "\(a) \(color)")
    }
}
