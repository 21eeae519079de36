/// A coarse grid of marked cells and the groups they form: the cells of an image in which pixels
/// changed, grouped where they touch by an edge or a corner.
struct CellGrid {
    /// A group's bounding box, in cells.
    struct Box: Equatable {
        let column, row, columns, rows: Int
    }

    let columns: Int
    let rows: Int
    private var marked: [Bool]

    init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        marked = Array(repeating: false, count: self.columns * self.rows)
    }

    mutating func mark(column: Int, row: Int) {
        marked[row * columns + column] = true
    }

    /// The bounding box of the group with the most cells (the first found, scanning rows from the
    /// top, when two are as large), or nil when no cell is marked.
    func largestGroup() -> Box? {
        var seen = marked.map { _ in false }
        var best: (count: Int, box: Box)?
        var stack: [Int] = []
        for start in marked.indices where marked[start] && !seen[start] {
            seen[start] = true
            stack.append(start)
            var count = 0
            var (left, top, right, bottom) = (columns, rows, -1, -1)
            while let index = stack.popLast() {
                count += 1
                let (column, row) = (index % columns, index / columns)
                (left, right, top, bottom) = (min(left, column), max(right, column), min(top, row), max(bottom, row))
                for dy in -1...1 {
                    for dx in -1...1 where dx != 0 || dy != 0 {
                        let (c, r) = (column + dx, row + dy)
                        guard (0..<columns).contains(c), (0..<rows).contains(r) else { continue }
                        let neighbour = r * columns + c
                        if marked[neighbour] && !seen[neighbour] {
                            seen[neighbour] = true
                            stack.append(neighbour)
                        }
                    }
                }
            }
            if count > best?.count ?? 0 {
                best = (count, Box(column: left, row: top, columns: right - left + 1, rows: bottom - top + 1))
            }
        }
        return best?.box
    }
}
