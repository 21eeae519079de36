/// One column of a `LazyVGrid` or one row of a `LazyHGrid` (Apple: `GridItem`).
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) { ... }
/// ```
public struct GridItem: Sendable {
    /// How wide a column (or tall a row) is (Apple: `GridItem.Size`).
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space the fixed items leave, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit, each at least `minimum` wide, sharing the space.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The space after this item, before the next; nil for the default 8 pt.
    public var spacing: CGFloat?
    /// How cells sit in the item; nil for centred.
    public var alignment: Alignment?

    /// An item of `size`, `spacing` before the next, its cells aligned by `alignment`.
    nonisolated public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The tracks (columns of a vertical grid, rows of a horizontal one) that grid items make in a
/// length: fixed items take their size, adaptive items as many tracks of at least their minimum as
/// fit, flexible ones share what is left within their bounds, as SwiftUI's lazy grids do.
struct GridTracks {
    /// Each track's length, and the cell alignment in it.
    let lengths: [CGFloat]
    let spacings: [CGFloat]
    let alignments: [Alignment]

    static let defaultSpacing: CGFloat = 8

    init(_ items: [GridItem], length: CGFloat) {
        var expanded: [(size: GridItem.Size, spacing: CGFloat, alignment: Alignment)] = []
        let fixedTotal = items.reduce(CGFloat(0)) { total, item in
            if case let .fixed(value) = item.size { total + value } else { total }
        }
        let spacingTotal = items.dropLast().reduce(CGFloat(0)) { $0 + ($1.spacing ?? Self.defaultSpacing) }
        let adaptiveCount = items.filter { if case .adaptive = $0.size { true } else { false } }.count
        let flexibleCount = items.count - adaptiveCount - items.filter { if case .fixed = $0.size { true } else { false } }.count
        for item in items {
            let spacing = item.spacing ?? Self.defaultSpacing
            let alignment = item.alignment ?? .center
            if case let .adaptive(minimum, maximum) = item.size {
                // An adaptive item fills its share of the free length with as many tracks as fit.
                let share = max(length - fixedTotal - spacingTotal, 0) / CGFloat(max(adaptiveCount + flexibleCount, 1))
                let count = max(Int((share + spacing) / (minimum + spacing)), 1)
                let each = min(max((share - CGFloat(count - 1) * spacing) / CGFloat(count), minimum), maximum)
                for _ in 0..<count { expanded.append((.fixed(each), spacing, alignment)) }
            } else {
                expanded.append((item.size, spacing, alignment))
            }
        }
        let gaps = expanded.dropLast().reduce(CGFloat(0)) { $0 + $1.spacing }
        var free = max(length - gaps, 0)
        var lengths = [CGFloat](repeating: 0, count: expanded.count)
        var flexible: [Int] = []
        for (index, entry) in expanded.enumerated() {
            if case let .fixed(value) = entry.size {
                lengths[index] = value
                free -= value
            } else {
                flexible.append(index)
            }
        }
        // Flexible tracks share what is left, the most constrained first.
        let sorted = flexible.sorted { a, b in
            func bound(_ i: Int) -> CGFloat { if case let .flexible(_, maximum) = expanded[i].size { maximum } else { .infinity } }
            return bound(a) < bound(b)
        }
        for (offset, index) in sorted.enumerated() {
            let share = max(free, 0) / CGFloat(sorted.count - offset)
            if case let .flexible(minimum, maximum) = expanded[index].size {
                lengths[index] = min(max(share, minimum), maximum)
            }
            free -= lengths[index]
        }
        self.lengths = lengths
        spacings = expanded.map(\.spacing)
        alignments = expanded.map(\.alignment)
    }
}
