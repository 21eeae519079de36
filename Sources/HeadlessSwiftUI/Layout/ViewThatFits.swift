/// A view that shows the first of its children that fits in the space offered (Apple:
/// `ViewThatFits`, iOS 16).
///
/// Apple: it "selects the first child whose ideal size on the constrained axes fits within the
/// proposed size"; with an empty set of axes it uses the first child; when none fits, the last
/// (the child of least preference). Only the chosen child is drawn and read by VoiceOver.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Label("Start the workout", systemImage: "play.fill")
///     Label("Start", systemImage: "play.fill")
///     Image(systemName: "play.fill")
/// }
/// ```
public struct ViewThatFits<Content: View> {
    let axes: Axis.Set
    let content: Content

    /// A view that chooses among `content`'s children, in order of preference, the first whose
    /// ideal size along `axes` fits the proposal.
    nonisolated public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { bodyError() }
}

extension ViewThatFits: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let layout = FirstFittingLayout(axes: axes)
        return context.resolve(layout { content }, component: "fits")
    }
}

/// The layout behind `ViewThatFits`: sizes and places only the chosen child, and remembers which
/// it chose so that VoiceOver reads that one alone.
package struct FirstFittingLayout: Layout {
    let axes: Axis.Set
    /// The child placed by the last layout pass; nil before the first.
    package let choice = Choice()

    /// Which child the last placement chose.
    package final class Choice {
        package var index: Int?
    }

    func chosen(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        guard !axes.isEmpty else { return 0 }
        let constrained = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
        for (index, subview) in subviews.enumerated() {
            let ideal = subview.sizeThatFits(constrained)
            let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .infinity)
            let fitsHeight = !axes.contains(.vertical) || ideal.height <= (proposal.height ?? .infinity)
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.count - 1
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let index = chosen(proposal, subviews) else { return .zero }
        return subviews[index].sizeThatFits(proposal)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        choice.index = chosen(proposal, subviews)
        guard let index = choice.index else { return }
        subviews[index].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }
}
