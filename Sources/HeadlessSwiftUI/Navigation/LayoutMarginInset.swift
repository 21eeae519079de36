/// Keeps a bar's content the layout margin from the screen's edges (`LayoutMarginLayout`).
@MainActor
struct LayoutMarginInset: ViewModifier {
    func body(content: Content) -> some View {
        LayoutMarginLayout { content }
    }
}

/// Pads its content horizontally by the layout margin of the width proposed to it: 16 pt under
/// 414 pt, 20 pt from there.
struct LayoutMarginLayout: Layout {
    /// The layout margin bars keep from the screen's edges: 16 pt on iPhones narrower than 414 pt,
    /// 20 pt on wider ones, as UIKit's `systemMinimumLayoutMargins` (a toolbar button's title ends
    /// 16 pt from the edge at 390 pt, measured on iOS 18.2, D277).
    static func margin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else { return .zero }
        let margin = proposal.width.map { Self.margin(forWidth: $0) } ?? 0
        let inner = subview.sizeThatFits(ProposedViewSize(width: proposal.width.map { max($0 - 2 * margin, 0) }, height: proposal.height))
        return CGSize(width: inner.width + 2 * margin, height: inner.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let subview = subviews.first else { return }
        let margin = Self.margin(forWidth: bounds.width)
        subview.place(
            at: CGPoint(x: bounds.minX + margin, y: bounds.minY), anchor: .topLeading,
            proposal: ProposedViewSize(width: bounds.width - 2 * margin, height: bounds.height))
    }
}
