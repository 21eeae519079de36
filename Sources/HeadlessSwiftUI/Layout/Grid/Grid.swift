/// A container that lines its rows' cells up in columns as wide as their widest cell (Apple:
/// `Grid`, iOS 16). Each `GridRow` is a row; any other view inside spans the whole grid, as a
/// `Divider` between rows does.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow {
///         Text("Distance")
///         Text("5.2 km").gridColumnAlignment(.trailing)
///     }
///     Divider()
///     GridRow {
///         Text("Pace")
///         Text("5:40 /km")
///     }
/// }
/// ```
public struct Grid<Content: View> {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid whose cells sit at `alignment` in their cells, columns `horizontalSpacing` and rows
    /// `verticalSpacing` apart (the platform's 8 pt when nil).
    nonisolated public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: Never { bodyError() }
}

extension Grid: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content, component: "content")
        let plan = GridPlan(nodes, alignment: alignment)
        let layout = GridContainerLayout(
            plan: plan, horizontalSpacing: horizontalSpacing ?? GridTracks.defaultSpacing,
            verticalSpacing: verticalSpacing ?? GridTracks.defaultSpacing)
        return context.resolve(layout { ResolvedNodes(nodes: nodes) }, component: "grid")
    }
}
