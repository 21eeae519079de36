/// Which of a grid's resolved views are cells of which row and column, and where each sits in its
/// cell: read from the traits `GridRow` and the cell modifiers set.
struct GridPlan {
    /// A cell: the view's position among the grid's views, its first column, how many columns it
    /// spans, where it sits in its cell, and the axes it does not size.
    struct Cell {
        let index: Int
        let column: Int
        let span: Int
        let anchor: UnitPoint
        let unsized: Axis.Set
    }

    /// A row of cells, or a view outside any `GridRow`, which spans the grid.
    enum Row {
        case cells([Cell])
        case fullWidth(index: Int, anchor: UnitPoint)
    }

    let rows: [Row]
    let columnCount: Int

    @MainActor init(_ nodes: [ViewNode], alignment: Alignment) {
        // Consecutive views with the same row mark are one row.
        var groups: [(mark: GridRowMark?, indices: [Int])] = []
        for (index, node) in nodes.enumerated() {
            let mark = node.trait(GridRowTrait.self)
            if let mark, let last = groups.last?.mark, last === mark {
                groups[groups.count - 1].indices.append(index)
            } else {
                groups.append((mark, [index]))
            }
        }
        // A column's alignment is set by any cell in it.
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        var placed: [(mark: GridRowMark?, cells: [(index: Int, column: Int, span: Int)])] = []
        for group in groups {
            guard group.mark != nil else {
                placed.append((nil, group.indices.map { ($0, 0, 0) }))
                continue
            }
            var column = 0
            var cells: [(index: Int, column: Int, span: Int)] = []
            for index in group.indices {
                let span = nodes[index].trait(GridCellColumnsTrait.self) ?? 1
                if let guide = nodes[index].trait(GridColumnAlignmentTrait.self) { columnAlignments[column] = guide }
                cells.append((index, column, span))
                column += span
            }
            placed.append((group.mark, cells))
        }
        var rows: [Row] = []
        var columnCount = 0
        for (mark, cells) in placed {
            guard let mark else {
                let anchor = UnitPoint(x: alignment.horizontal.unitX, y: Self.unitY(alignment.vertical))
                rows += cells.map { .fullWidth(index: $0.index, anchor: anchor) }
                continue
            }
            let vertical = Self.unitY(mark.alignment ?? alignment.vertical)
            rows.append(
                .cells(
                    cells.map { cell in
                        let horizontal = (columnAlignments[cell.column] ?? alignment.horizontal).unitX
                        return Cell(
                            index: cell.index, column: cell.column, span: cell.span,
                            anchor: nodes[cell.index].trait(GridCellAnchorTrait.self) ?? UnitPoint(x: horizontal, y: vertical),
                            unsized: nodes[cell.index].trait(GridCellUnsizedAxesTrait.self) ?? [])
                    }))
            columnCount = max(columnCount, (cells.last.map { $0.column + $0.span }) ?? 0)
        }
        self.rows = rows
        self.columnCount = columnCount
    }

    /// Where a vertical alignment sits down a cell; a first-text baseline sits at the top, where
    /// one line of text in each cell puts it.
    static func unitY(_ alignment: VerticalAlignment) -> CGFloat {
        alignment == .firstTextBaseline ? 0 : alignment.unitY
    }
}
