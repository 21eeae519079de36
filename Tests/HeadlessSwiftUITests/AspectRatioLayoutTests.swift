import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// `aspectRatio(_:contentMode:)` (Apple: "constrains this view's dimensions to the specified aspect
/// ratio"): offered a width and a height, `.fit` proposes the largest size of the ratio inside
/// them and `.fill` the smallest that covers them; offered one length, the other follows from the
/// ratio; offered neither, the content's ideal width at the ratio. With no ratio (nil, or a size of
/// no height) the content's own ideal ratio is used.
@MainActor
struct AspectRatioLayoutTests {
    /// Proposes `offer` to its one child and takes the child's size.
    struct Offer: Layout {
        let offer: ProposedViewSize
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.first?.sizeThatFits(offer) ?? .zero
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: offer)
        }
    }

    func size(_ view: some View, offered offer: ProposedViewSize) throws -> CGSize {
        let host = ViewHost(Offer(offer: offer) { view.accessibilityLabel("probe") })
        return try #require(host.displayList(on: .iPhone16).first).frame.size
    }

    let red = Color(red: 1, green: 0, blue: 0)

    @Test(arguments: [
        (ContentMode.fit, CGSize(width: 300, height: 100), CGSize(width: 200, height: 100)),
        (.fill, CGSize(width: 300, height: 100), CGSize(width: 300, height: 150)),
        (.fit, CGSize(width: 100, height: 300), CGSize(width: 100, height: 50)),
        (.fill, CGSize(width: 100, height: 300), CGSize(width: 600, height: 300)),
    ])
    func aWidthAndAHeightAreFittedOrFilled(mode: ContentMode, offer: CGSize, expected: CGSize) throws {
        #expect(try size(red.aspectRatio(2, contentMode: mode), offered: ProposedViewSize(offer)) == expected)
    }

    @Test func oneLengthGivesTheOther() throws {
        #expect(
            try size(red.aspectRatio(2, contentMode: .fit), offered: ProposedViewSize(width: 300, height: nil))
                == CGSize(width: 300, height: 150))
        #expect(
            try size(red.aspectRatio(2, contentMode: .fill), offered: ProposedViewSize(width: 300, height: .infinity))
                == CGSize(width: 300, height: 150))
        #expect(
            try size(red.aspectRatio(2, contentMode: .fit), offered: ProposedViewSize(width: nil, height: 100))
                == CGSize(width: 200, height: 100))
    }

    @Test func noOfferGivesTheIdealWidthAtTheRatio() throws {
        let content = red.frame(idealWidth: 40, idealHeight: 40)
        #expect(try size(content.aspectRatio(2, contentMode: .fit), offered: .unspecified) == CGSize(width: 40, height: 20))
    }

    @Test func noRatioIsTheContentsOwn() throws {
        let content = red.frame(idealWidth: 40, idealHeight: 20)
        let offer = ProposedViewSize(width: 300, height: 300)
        #expect(try size(content.aspectRatio(contentMode: .fit), offered: offer) == CGSize(width: 300, height: 150))
        #expect(
            try size(content.aspectRatio(CGSize(width: 4, height: 0), contentMode: .fit), offered: offer) == CGSize(width: 300, height: 150)
        )
        #expect(
            try size(content.aspectRatio(CGSize(width: 4, height: 1), contentMode: .fit), offered: offer) == CGSize(width: 300, height: 75))
    }
}
