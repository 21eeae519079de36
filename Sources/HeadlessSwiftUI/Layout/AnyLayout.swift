import Foundation

/// Any layout, erased (Apple: `AnyLayout`): switching the layout it holds keeps the subviews'
/// identity, so they move to their new places under an animation instead of being replaced.
///
/// ```swift
/// let layout = sizeClass == .compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// layout { Image(systemName: "flame"); Text("320 kcal") }
/// ```
public struct AnyLayout: Layout {
    let base: any Layout
    private let measure: (ProposedViewSize, LayoutSubviews) -> CGSize
    private let arrange: (CGRect, ProposedViewSize, LayoutSubviews) -> Void

    /// `layout`, erased.
    public init<L: Layout>(_ layout: L) {
        // An erased layout erased again holds the first one.
        let inner = (layout as? AnyLayout)?.base ?? layout
        base = inner
        measure = { proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        arrange = { bounds, proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    /// The held layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        measure(proposal, subviews)
    }

    /// The held layout's placement.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        arrange(bounds, proposal, subviews)
    }
}
