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
}
