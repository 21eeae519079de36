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

    /// `layout`, erased.
    public init<L: Layout>(_ layout: L) {
        // An erased layout erased again holds the first one.
        base = (layout as? AnyLayout)?.base ?? layout
    }

    /// The held layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        Self.size(of: base, proposal: proposal, subviews: subviews)
    }

    /// The held layout's placement.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        Self.place(base, in: bounds, proposal: proposal, subviews: subviews)
    }

    private static func size<L: Layout>(of layout: L, proposal: ProposedViewSize, subviews: Subviews) -> CGSize {
        var cache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    private static func place<L: Layout>(_ layout: L, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) {
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
