/// The row of a navigation bar: the leading items from the leading layout margin, the trailing
/// items to the trailing one, and the title (or principal item) between them, centred on the bar
/// where it keeps `titleClearance` from the items on both sides, and otherwise centred in the
/// space between them, truncated to it. Measured on iOS 18 (martinomamic/RSSReader's `AddFeedView`
/// reference, 393 pt): "add_feed_title" beside a "general_cancel" item ending at 130.67 pt and a
/// "general_add" item from 278 pt is centred at 203.83 pt, midway between them (15.67 and 16.67 pt
/// of clearance), not at the bar's centre (196.5 pt) that would leave it 7.8 pt from the leading
/// item (D282).
///
/// The subviews are the leading items, the title when there is one, and the trailing items.
struct NavigationBarRowLayout: Layout {
    /// The least space a centred title keeps from the items beside it.
    static let titleClearance: CGFloat = 16

    /// The proposed size; unproposed, the items and the title side by side between the margins,
    /// the title its clearance from the items beside it.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let clearances = subviews.count == 3 ? [sizes[0], sizes[2]].filter { $0.width > 0 }.count : 0
        let ideal = sizes.reduce(0) { $0 + $1.width } + CGFloat(clearances) * Self.titleClearance
        let width = proposal.width ?? ideal + 2 * LayoutMarginLayout.margin(forWidth: ideal)
        return CGSize(width: width, height: proposal.height ?? sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let leading = subviews.first, let trailing = subviews.last, subviews.count >= 2 else { return }
        let margin = LayoutMarginLayout.margin(forWidth: bounds.width)
        let leadingSize = leading.sizeThatFits(.unspecified)
        let trailingSize = trailing.sizeThatFits(.unspecified)
        leading.place(
            at: CGPoint(x: bounds.minX + margin, y: bounds.midY), anchor: .leading,
            proposal: ProposedViewSize(width: leadingSize.width, height: bounds.height))
        trailing.place(
            at: CGPoint(x: bounds.maxX - margin, y: bounds.midY), anchor: .trailing,
            proposal: ProposedViewSize(width: trailingSize.width, height: bounds.height))
        guard subviews.count == 3 else { return }
        let title = subviews[1]
        let left = bounds.minX + margin + (leadingSize.width > 0 ? leadingSize.width + Self.titleClearance : 0)
        let right = bounds.maxX - margin - (trailingSize.width > 0 ? trailingSize.width + Self.titleClearance : 0)
        let available = max(right - left, 0)
        let width = min(title.sizeThatFits(.unspecified).width, available)
        let centred = bounds.midX - width / 2 >= left && bounds.midX + width / 2 <= right
        title.place(
            at: CGPoint(x: centred ? bounds.midX : (left + right) / 2, y: bounds.midY), anchor: .center,
            proposal: ProposedViewSize(width: width, height: bounds.height))
    }
}
