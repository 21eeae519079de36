import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Behaviours `make mutants --module HeadlessLayout` found untested (docs/testing.md): a custom
/// `Layout` placing by a centre anchor, the tracking between two sizes of the HIG's table, Bold
/// Text's weight step with its cap, and a text cut by its frame's height.
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
}
