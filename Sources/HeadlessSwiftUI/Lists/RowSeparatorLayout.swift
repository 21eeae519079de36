/// A list row's content inside its insets and at least its minimum height, with its separator
/// along the bottom from the row's `listRowSeparatorLeading` guide to its trailing edge: by default
/// where the row's text furthest leading starts (iOS 16; D289), so a label's separator starts under its title, not
/// its icon; where a view inside sets the guide, there; without text, at the content's leading edge.
struct RowSeparatorLayout: Layout {
    let insets: EdgeInsets
    let minimumHeight: CGFloat
    let thickness: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews[0].sizeThatFits(inner(proposal))
        return CGSize(
            width: proposal.width ?? content.width + insets.leading + insets.trailing,
            height: max(minimumHeight, content.height + insets.top + insets.bottom))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let contentProposal = inner(ProposedViewSize(bounds.size))
        let content = subviews[0].sizeThatFits(contentProposal)
        // Centred in the height left inside the insets, as a row's frame centres its content.
        let top = bounds.minY + insets.top + max(0, (bounds.height - insets.top - insets.bottom - content.height) / 2)
        subviews[0].place(at: CGPoint(x: bounds.minX + insets.leading, y: top), proposal: contentProposal)
        guard subviews.count > 1 else { return }
        let leading = insets.leading + subviews[0].dimensions(in: contentProposal)[.listRowSeparatorLeading]
        subviews[1].place(
            at: CGPoint(x: bounds.minX + leading, y: bounds.maxY - thickness),
            proposal: ProposedViewSize(width: max(0, bounds.width - leading), height: thickness))
    }

    /// What the content is offered inside the insets.
    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }
}
