/// `Grid`'s layout: each column as wide as its widest cell, flexible columns sharing the width
/// left over, each row as tall as its tallest cell; a view outside any row spans the grid.
struct GridContainerLayout: Layout {
    let plan: GridPlan
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    /// The columns' widths, the rows' heights and the grid's width for one proposal.
    struct Tracks {
        var columns: [CGFloat]
        var rows: [CGFloat]
        var width: CGFloat
    }

    func tracks(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Tracks {
        let count = plan.columnCount
        var columns = Array(repeating: CGFloat(0), count: count)
        var flexible = Array(repeating: false, count: count)
        let cells = plan.rows.flatMap { row -> [GridPlan.Cell] in if case let .cells(cells) = row { cells } else { [] } }
        for cell in cells where cell.span == 1 && !cell.unsized.contains(.horizontal) {
            let ideal = subviews[cell.index].sizeThatFits(.unspecified).width
            columns[cell.column] = max(columns[cell.column], ideal)
            let widest = subviews[cell.index].sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width
            if widest > ideal + 0.5 { flexible[cell.column] = true }
        }
        // A spanning cell wider than its columns widens them evenly.
        for cell in cells where cell.span > 1 && !cell.unsized.contains(.horizontal) {
            let range = cell.column..<min(cell.column + cell.span, count)
            let have = range.reduce(CGFloat(0)) { $0 + columns[$1] } + CGFloat(range.count - 1) * horizontalSpacing
            let need = subviews[cell.index].sizeThatFits(.unspecified).width
            if need > have { for column in range { columns[column] += (need - have) / CGFloat(range.count) } }
        }
        let spacing = CGFloat(max(count - 1, 0)) * horizontalSpacing
        let content = columns.reduce(0, +) + spacing
        if let offered = proposal.width, offered.isFinite {
            let flexibleCount = flexible.filter { $0 }.count
            if offered > content, flexibleCount > 0 {
                for column in columns.indices where flexible[column] {
                    columns[column] += (offered - content) / CGFloat(flexibleCount)
                }
            } else if offered < content, content > spacing {
                // Too narrow: every column gives up its share.
                let scale = max(offered - spacing, 0) / (content - spacing)
                columns = columns.map { $0 * scale }
            }
        }
        var width = columns.reduce(0, +) + spacing
        for row in plan.rows {
            if case let .fullWidth(index, _) = row {
                width = max(width, min(subviews[index].sizeThatFits(.unspecified).width, proposal.width ?? .infinity))
            }
        }
        let rows = plan.rows.map { row -> CGFloat in
            switch row {
            case let .cells(cells):
                return cells.filter { !$0.unsized.contains(.vertical) }.map { cell in
                    subviews[cell.index].sizeThatFits(ProposedViewSize(width: cellWidth(cell, columns), height: nil)).height
                }.max() ?? 0
            case let .fullWidth(index, _):
                return subviews[index].sizeThatFits(ProposedViewSize(width: width, height: nil)).height
            }
        }
        return Tracks(columns: columns, rows: rows, width: width)
    }

    private func cellWidth(_ cell: GridPlan.Cell, _ columns: [CGFloat]) -> CGFloat {
        let range = cell.column..<min(cell.column + cell.span, columns.count)
        return range.reduce(CGFloat(0)) { $0 + columns[$1] } + CGFloat(max(range.count - 1, 0)) * horizontalSpacing
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let tracks = tracks(proposal, subviews)
        let height = tracks.rows.reduce(0, +) + CGFloat(max(tracks.rows.count - 1, 0)) * verticalSpacing
        return CGSize(width: tracks.width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let tracks = tracks(ProposedViewSize(width: bounds.width, height: proposal.height), subviews)
        var starts: [CGFloat] = []
        var x = bounds.minX + (bounds.width - tracks.width) / 2
        for column in tracks.columns {
            starts.append(x)
            x += column + horizontalSpacing
        }
        var y = bounds.minY
        for (row, height) in zip(plan.rows, tracks.rows) {
            switch row {
            case let .cells(cells):
                for cell in cells {
                    let width = cellWidth(cell, tracks.columns)
                    let origin = CGPoint(x: starts[cell.column] + width * cell.anchor.x, y: y + height * cell.anchor.y)
                    subviews[cell.index].place(
                        at: origin, anchor: cell.anchor, proposal: ProposedViewSize(width: width, height: height))
                }
            case let .fullWidth(index, anchor):
                let left = bounds.minX + (bounds.width - tracks.width) / 2
                subviews[index].place(
                    at: CGPoint(x: left + tracks.width * anchor.x, y: y + height * anchor.y), anchor: anchor,
                    proposal: ProposedViewSize(width: tracks.width, height: height))
            }
            y += height + verticalSpacing
        }
    }
}
