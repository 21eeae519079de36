import Foundation

/// How content with an aspect ratio meets the size offered to it (Apple: `ContentMode`).
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// The largest size of the ratio inside the offer: all of the content shows.
    case fit
    /// The smallest size of the ratio that covers the offer: the content may overflow it.
    case fill
}

/// `aspectRatio(_:contentMode:)`: offers its content the largest (fit) or smallest (fill) size of
/// a ratio within what it is offered, and takes the size the content chooses. A layout modifier
/// written as a `Layout`, through the custom-layout path.
struct _AspectRatioLayout: Layout {
    /// Width over height; nil for the content's own, from its ideal size.
    let aspectRatio: CGFloat?
    let contentMode: ContentMode

    func proposal(for offer: ProposedViewSize, subview: LayoutSubview) -> ProposedViewSize {
        let ideal = subview.sizeThatFits(.unspecified)
        guard let ratio = aspectRatio ?? (ideal.height > 0 ? ideal.width / ideal.height : nil), ratio > 0, ratio.isFinite else {
            return offer
        }
        switch (offer.width, offer.height) {
        case let (width?, height?) where width.isFinite && height.isFinite:
            let byWidth = CGSize(width: width, height: width / ratio)
            let byHeight = CGSize(width: height * ratio, height: height)
            let fits = byWidth.height <= height
            let size = contentMode == .fit ? (fits ? byWidth : byHeight) : (fits ? byHeight : byWidth)
            return ProposedViewSize(size)
        case let (width?, _) where width.isFinite:
            return ProposedViewSize(width: width, height: width / ratio)
        case let (_, height?) where height.isFinite:
            return ProposedViewSize(width: height * ratio, height: height)
        default:
            // No finite offer: the content's ideal width, at the ratio.
            return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else { return .zero }
        return subview.sizeThatFits(self.proposal(for: proposal, subview: subview))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let subview = subviews.first else { return }
        let offer = self.proposal(for: proposal, subview: subview)
        subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: offer)
    }
}

extension View {
    /// Offers this view the largest (`.fit`) or smallest (`.fill`) size of `aspectRatio` (width
    /// over height; nil for the view's own) within what it is offered.
    ///
    /// ```swift
    /// Image("route", bundle: .module).resizable().aspectRatio(16 / 9, contentMode: .fit)
    /// ```
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        _AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode) { self }
    }

    /// Offers this view a size of the ratio `aspectRatio.width` over `aspectRatio.height`.
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales this view to fit what it is offered, keeping its own aspect ratio.
    ///
    /// ```swift
    /// Image(systemName: "figure.run").resizable().scaledToFit().frame(height: 32)
    /// ```
    nonisolated public func scaledToFit() -> some View {
        aspectRatio(nil, contentMode: .fit)
    }

    /// Scales this view to fill what it is offered, keeping its own aspect ratio (it may overflow).
    ///
    /// ```swift
    /// Image("cover", bundle: .module).resizable().scaledToFill().frame(height: 120).clipped()
    /// ```
    nonisolated public func scaledToFill() -> some View {
        aspectRatio(nil, contentMode: .fill)
    }
}
