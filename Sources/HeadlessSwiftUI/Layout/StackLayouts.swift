import Foundation

/// The stacks as layouts (Apple: `HStackLayout`, `VStackLayout`, `ZStackLayout`), so code can pick
/// one at run time through `AnyLayout` and keep its subviews' identity when it switches:
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout(spacing: 12)) : AnyLayout(HStackLayout(spacing: 12))
/// layout { Text("Distance"); Text("5 km") }
/// ```
///
/// Used as a view (`layout { … }`), each lays out exactly as `HStack`, `VStack` or `ZStack` does.
/// Asked directly through `Layout`'s methods, each places its subviews at their ideal sizes
/// along its axis, `spacing` (8 pt when nil) apart, lined up by its alignment guide (D257).
public struct HStackLayout: Layout {
    /// How the subviews line up vertically.
    public var alignment: VerticalAlignment
    /// The distance between subviews; nil for the default.
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The subviews side by side at their ideal widths.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackArrangement(axis: .horizontal, spacing: spacing, subviews: subviews, proposal: proposal, vertical: alignment).size
    }

    /// Places the subviews side by side from the leading edge of `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackArrangement(axis: .horizontal, spacing: spacing, subviews: subviews, proposal: proposal, vertical: alignment).place(in: bounds)
    }
}

/// A vertical stack as a layout (Apple: `VStackLayout`).
public struct VStackLayout: Layout {
    /// How the subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The distance between subviews; nil for the default.
    public var spacing: CGFloat?

    /// A vertical stack layout.
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The subviews one above the other at their ideal heights.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackArrangement(axis: .vertical, spacing: spacing, subviews: subviews, proposal: proposal, horizontal: alignment).size
    }

    /// Places the subviews one above the other from the top of `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackArrangement(axis: .vertical, spacing: spacing, subviews: subviews, proposal: proposal, horizontal: alignment).place(in: bounds)
    }
}

/// An overlaying stack as a layout (Apple: `ZStackLayout`).
public struct ZStackLayout: Layout {
    /// How the subviews line up.
    public var alignment: Alignment

    /// An overlaying stack layout.
    nonisolated public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The largest subview's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackArrangement(
            axis: .depth, spacing: nil, subviews: subviews, proposal: proposal, horizontal: alignment.horizontal,
            vertical: alignment.vertical
        ).size
    }

    /// Places the subviews over each other, lined up by the alignment.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackArrangement(
            axis: .depth, spacing: nil, subviews: subviews, proposal: proposal, horizontal: alignment.horizontal,
            vertical: alignment.vertical
        ).place(in: bounds)
    }
}

/// A layout that is one of the stacks: drawn as that stack's node when used as a view.
protocol StackLayoutKind {
    var stackNode: NodeKind { get }
}

extension HStackLayout: StackLayoutKind {
    var stackNode: NodeKind { .stack(.horizontal, spacing: spacing, alignment: Alignment(horizontal: .center, vertical: alignment)) }
}

extension VStackLayout: StackLayoutKind {
    var stackNode: NodeKind { .stack(.vertical, spacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .center)) }
}

extension ZStackLayout: StackLayoutKind {
    var stackNode: NodeKind { .stack(.depth, spacing: nil, alignment: alignment) }
}

/// Subviews at their ideal sizes along an axis, lined up by alignment guides: what the stack
/// layouts answer when asked through `Layout`'s methods.
struct StackArrangement {
    let axis: StackAxis
    let spacing: CGFloat
    let subviews: LayoutSubviews
    let sizes: [CGSize]
    let dimensions: [ViewDimensions]
    let horizontal: HorizontalAlignment
    let vertical: VerticalAlignment

    init(
        axis: StackAxis, spacing: CGFloat?, subviews: LayoutSubviews, proposal: ProposedViewSize,
        horizontal: HorizontalAlignment = .center, vertical: VerticalAlignment = .center
    ) {
        self.axis = axis
        self.spacing = spacing ?? 8
        self.subviews = subviews
        self.horizontal = horizontal
        self.vertical = vertical
        // Ideal along the axis, the proposal across it.
        let asked: ProposedViewSize =
            switch axis {
            case .horizontal: ProposedViewSize(width: nil, height: proposal.height)
            case .vertical: ProposedViewSize(width: proposal.width, height: nil)
            case .depth: proposal
            }
        dimensions = subviews.map { $0.dimensions(in: asked) }
        sizes = dimensions.map { CGSize(width: $0.width, height: $0.height) }
    }

    /// How far each subview's guide lies from its leading (or top) edge, and the extent past it.
    private func across(_ guide: (ViewDimensions) -> CGFloat, _ length: (CGSize) -> CGFloat) -> (before: CGFloat, after: CGFloat) {
        let before = dimensions.map(guide).max() ?? 0
        let after = zip(dimensions, sizes).map { length($1) - guide($0) }.max() ?? 0
        return (before, after)
    }

    var size: CGSize {
        let gaps = spacing * CGFloat(max(subviews.count - 1, 0))
        let h = across({ $0[horizontal] }, \.width)
        let v = across({ $0[vertical] }, \.height)
        switch axis {
        case .horizontal: return CGSize(width: sizes.map(\.width).reduce(0, +) + gaps, height: v.before + v.after)
        case .vertical: return CGSize(width: h.before + h.after, height: sizes.map(\.height).reduce(0, +) + gaps)
        case .depth: return CGSize(width: h.before + h.after, height: v.before + v.after)
        }
    }

    func place(in bounds: CGRect) {
        let h = across({ $0[horizontal] }, \.width)
        let v = across({ $0[vertical] }, \.height)
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        for (index, subview) in subviews.enumerated() {
            let (d, size) = (dimensions[index], sizes[index])
            let x = axis == .horizontal ? position : bounds.minX + h.before - d[horizontal]
            let y = axis == .vertical ? position : bounds.minY + v.before - d[vertical]
            subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
            position += (axis == .horizontal ? size.width : size.height) + spacing
        }
    }
}
