/// A grid that grows down: cells fill its columns left to right, row by row (Apple:
/// `LazyVGrid`). It takes the whole width it is offered; each row is as tall as its tallest cell.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
///     ForEach(stats) { StatTile($0) }
/// }
/// ```
public struct LazyVGrid<Content: View> {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `columns`, its rows `spacing` apart (8 pt when nil).
    nonisolated public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyError() }
}

extension LazyVGrid: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(GridLayout(items: columns, lineSpacing: spacing, axis: .vertical) { content }, component: "grid")
    }
}

/// A grid that grows sideways: cells fill its rows top to bottom, column by column (Apple:
/// `LazyHGrid`). It takes the whole height it is offered.
///
/// ```swift
/// ScrollView(.horizontal) { LazyHGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60))]) { ... } }
/// ```
public struct LazyHGrid<Content: View> {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `rows`, its columns `spacing` apart (8 pt when nil).
    nonisolated public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyError() }
}

extension LazyHGrid: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(GridLayout(items: rows, lineSpacing: spacing, axis: .horizontal) { content }, component: "grid")
    }
}

/// The lazy grids' layout: tracks across the grid's axis from its items, lines along it as long as
/// their longest cell.
struct GridLayout: Layout {
    let items: [GridItem]
    let lineSpacing: CGFloat?
    let axis: Axis

    private func tracks(_ proposal: ProposedViewSize) -> GridTracks {
        let across = axis == .vertical ? proposal.width : proposal.height
        return GridTracks(items, length: across ?? CGFloat(items.count) * 100)
    }

    /// Each line's length along the grid's axis, the longest of its cells.
    private func lines(_ subviews: Subviews, _ tracks: GridTracks) -> [CGFloat] {
        let count = max(tracks.lengths.count, 1)
        return stride(from: 0, to: subviews.count, by: count).map { start in
            (start..<min(start + count, subviews.count)).map { index in
                let size = subviews[index].sizeThatFits(cellProposal(tracks.lengths[index - start]))
                return axis == .vertical ? size.height : size.width
            }.max() ?? 0
        }
    }

    private func cellProposal(_ length: CGFloat) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let tracks = tracks(proposal)
        let lines = lines(subviews, tracks)
        let along = lines.reduce(0, +) + CGFloat(max(lines.count - 1, 0)) * (lineSpacing ?? GridTracks.defaultSpacing)
        let acrossContent = tracks.lengths.reduce(0, +) + tracks.spacings.dropLast().reduce(0, +)
        let across = (axis == .vertical ? proposal.width : proposal.height) ?? acrossContent
        return axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let tracks = tracks(ProposedViewSize(bounds.size))
        let lines = lines(subviews, tracks)
        let count = max(tracks.lengths.count, 1)
        let acrossContent = tracks.lengths.reduce(0, +) + tracks.spacings.dropLast().reduce(0, +)
        let acrossStart = ((axis == .vertical ? bounds.width : bounds.height) - acrossContent) / 2
        var along: CGFloat = 0
        for (line, length) in lines.enumerated() {
            var across = acrossStart
            for track in 0..<count {
                let index = line * count + track
                guard index < subviews.count else { break }
                let cell = tracks.lengths[track]
                let rect =
                    axis == .vertical
                    ? CGRect(x: bounds.minX + across, y: bounds.minY + along, width: cell, height: length)
                    : CGRect(x: bounds.minX + along, y: bounds.minY + across, width: length, height: cell)
                let alignment = tracks.alignments[track]
                let anchor = UnitPoint(x: alignment.horizontal.unitX, y: alignment.vertical.unitY)
                subviews[index].place(
                    at: CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y), anchor: anchor,
                    proposal: cellProposal(cell))
                across += cell + tracks.spacings[track]
            }
            along += length + (lineSpacing ?? GridTracks.defaultSpacing)
        }
    }
}

extension HorizontalAlignment {
    /// Where the alignment sits across a width, 0 to 1.
    var unitX: CGFloat { self == .leading ? 0 : (self == .trailing ? 1 : 0.5) }
}

extension VerticalAlignment {
    /// Where the alignment sits down a height, 0 to 1.
    var unitY: CGFloat { self == .top ? 0 : (self == .bottom ? 1 : 0.5) }
}
