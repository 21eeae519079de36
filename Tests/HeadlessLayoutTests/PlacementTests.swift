import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Where the engine puts a child once sizes are known: a frame's alignment, a scroll view's
/// anchors on both axes, a `fixedSize` child, padding's proposal, the edges `ignoresSafeArea`
/// reaches, and what a flexible frame at its minimum proposes. Each case is a place an exhaustive
/// mutation run of HeadlessLayout (`make mutants ARGS="--module HeadlessLayout --schemata --max
/// 5000"`, docs/testing.md) found no test of this target checking; every expected value follows
/// from Apple's documentation of the modifier named.
@MainActor
struct PlacementTests {
    /// The frames of a layout on an iPhone 16, each once.
    private func frames<Content: View>(_ view: Content, on device: Device = .iPhone16) -> [CGRect] {
        Array(ViewHost(view).layout(on: device).frames.values)
    }

    /// Apple, `frame(width:height:alignment:)`: "The alignment of this view inside the resulting
    /// frame." A 40 × 20 pt color in a 200 × 100 pt frame sits at each corner the alignment names,
    /// and in the middle by default.
    @Test func aFramePlacesItsChildByItsAlignment() throws {
        let cases: [(Alignment, CGFloat, CGFloat)] = [
            (.topLeading, 0, 0), (.bottomTrailing, 160, 80), (.center, 80, 40), (.bottom, 80, 80), (.trailing, 160, 40),
        ]
        for (alignment, x, y) in cases {
            let all = frames(Color.red.frame(width: 40, height: 20).frame(width: 200, height: 100, alignment: alignment))
            let box = try #require(all.first { $0.size == CGSize(width: 200, height: 100) })
            let child = try #require(all.first { $0.size == CGSize(width: 40, height: 20) })
            #expect(child.minX - box.minX == x && child.minY - box.minY == y, "\(alignment)")
        }
    }

    /// Apple, `defaultScrollAnchor(_:)`: content shorter than a vertical scroll view sits at the
    /// anchor (a 40 pt row at the foot of 300 pt, 260 pt down; in the middle, 130), and taller
    /// content starts scrolled to it (a 500 pt column at the bottom anchor shows its last 300 pt,
    /// at the centre its middle 300, starting 100 pt above the scroll view).
    @Test func aVerticalScrollViewPlacesItsContentAtItsAnchor() throws {
        let anchors: [(UnitPoint, CGFloat, CGFloat)] = [(.bottom, 260, -200), (.center, 130, -100)]
        for (anchor, short, tall) in anchors {
            for (height, expected) in [(CGFloat(40), short), (500, tall)] {
                let all = frames(
                    ScrollView { Color.red.frame(width: 50, height: height) }
                        .defaultScrollAnchor(anchor)
                        .frame(width: 300, height: 300))
                let scroll = try #require(all.first { $0.size == CGSize(width: 300, height: 300) })
                let content = try #require(all.first { $0.size == CGSize(width: 50, height: height) })
                #expect(content.minY - scroll.minY == expected, "\(anchor), content \(height) pt")
            }
        }
    }

    /// The same anchors along a sideways scroll view: a 100 pt row in 300 pt sits 100 pt in at the
    /// centre anchor; a 500 pt row starts 200 pt before the scroll view at the trailing anchor and
    /// 100 pt before it at the centre.
    @Test func aSidewaysScrollViewPlacesItsContentAtItsAnchor() throws {
        let anchors: [(UnitPoint, CGFloat, CGFloat)] = [(.trailing, 200, -200), (.center, 100, -100)]
        for (anchor, narrow, wide) in anchors {
            for (width, expected) in [(CGFloat(100), narrow), (500, wide)] {
                let all = frames(
                    ScrollView(.horizontal) { Color.red.frame(width: width, height: 20) }
                        .defaultScrollAnchor(anchor)
                        .frame(width: 300, height: 20))
                let scroll = try #require(all.first { $0.size == CGSize(width: 300, height: 20) })
                let content = try #require(all.first { $0.size == CGSize(width: width, height: 20) })
                #expect(content.minX - scroll.minX == expected, "\(anchor), content \(width) pt")
            }
        }
    }

    /// Apple, `fixedSize()`: the view keeps its ideal size and is placed where its parent puts it.
    /// In a row, a fixed-size text starts where the text before it ends and the next starts where
    /// it ends.
    @Test func aFixedSizeTextSitsInItsPlaceInARow() throws {
        let host = ViewHost(
            HStack(spacing: 0) {
                Text("A")
                Text("Performance").fixedSize()
                Text("B")
            })
        let result = host.layout(on: .iPhone16)
        let a = try #require(host.frames(ofText: "A", in: result).first)
        let word = try #require(host.frames(ofText: "Performance", in: result).first)
        let b = try #require(host.frames(ofText: "B", in: result).first)
        #expect(word.width > 80)
        #expect(word.minX == a.maxX && b.minX == word.maxX)
        #expect(word.midY == a.midY)
    }

    /// Padding proposes its child the height it was offered less its insets, also when it places
    /// the child: a column with a spacer padded 10 pt on top and 30 below in a 300 pt frame spans
    /// 260 pt, its last text ending 30 pt above the frame's foot.
    @Test func paddingPlacesItsChildInTheHeightLessItsInsets() throws {
        let host = ViewHost(
            VStack(spacing: 0) {
                Text("Top")
                Spacer()
                Text("Bottom")
            }
            .padding(EdgeInsets(top: 10, leading: 0, bottom: 30, trailing: 0))
            .frame(width: 200, height: 300))
        let result = host.layout(on: .iPhone16)
        let box = try #require(result.frames.values.first { $0.size == CGSize(width: 200, height: 300) })
        let top = try #require(host.frames(ofText: "Top", in: result).first)
        let bottom = try #require(host.frames(ofText: "Bottom", in: result).first)
        #expect(top.minY - box.minY == 10)
        #expect(box.maxY - bottom.maxY == 30)
    }

    /// Apple, `ignoresSafeArea(_:edges:)`: a view reaching the bottom of the safe area extends to the
    /// screen's foot (852 pt on an iPhone 16, past the 34 pt home indicator area) and keeps its top;
    /// in landscape, one reaching the trailing inset extends to the screen's right edge (852 pt),
    /// keeping its leading inset of 59 pt.
    @Test func ignoringOneEdgeReachesThatEdgeOfTheScreen() throws {
        let bottom = try #require(frames(Color.red.ignoresSafeArea(edges: .bottom)).first { $0.maxY == 852 })
        #expect(bottom.minY == 59 && bottom.width == 393)
        let landscape = Device.iPhone16.landscape
        let trailing = try #require(frames(Color.red.ignoresSafeArea(edges: .trailing), on: landscape).first { $0.maxX == 852 })
        #expect(trailing.minX == 59 && trailing.width == 793)
    }

    /// Apple, `frame(minWidth:…)`: the child is proposed at least the minimum, so a text offered
    /// 100 pt inside `.frame(minWidth: 260)` is measured on 260 pt: the frame is one line tall, as
    /// the same text at its ideal size (measured on 100 pt it would wrap onto three lines).
    @Test func aMinimumWidthIsProposedToTheChild() throws {
        let words = "Performance Weight Breakfast"
        let host = ViewHost(VStack { Text(words).frame(minWidth: 260) }.frame(width: 100))
        let ideal = ViewHost(Text(words).fixedSize())
        let frame = try #require(host.layout(on: .iPhone16).frames.values.first { $0.width == 260 })
        let line = try #require(ideal.frames(ofText: words, in: ideal.layout(on: .iPhone16)).first)
        #expect(line.width < 260)
        #expect(frame.height == line.height)
    }

    /// A flexible frame with both bounds clamps its child's ideal size to them (Apple: "If both
    /// constraints are specified in a dimension, the frame unconditionally adopts the size proposed
    /// for it, clamped to the constraints") and proposes that size to its child also when it was
    /// proposed nothing (D195): in a scroll view, `.frame(minHeight: 0, maxHeight: 300)` around a
    /// color whose ideal height is 400 makes the color 300 pt tall, not its ideal 400.
    @Test func aFrameAtItsMaximumProposesItToItsChild() throws {
        let all = Array(
            ViewHost(
                ScrollView {
                    Color.red.frame(width: 50).frame(minHeight: 0, idealHeight: 400, maxHeight: .infinity)
                        .frame(minHeight: 0, maxHeight: 300)
                }
            ).layout(on: .iPhone16).frames.values)
        #expect(all.contains { $0.size == CGSize(width: 50, height: 300) })
        #expect(!all.contains { $0.height == 400 })
    }
}
