import Foundation

extension View {
    /// Places the centre of the view at `position` in its parent's space, and takes all the space
    /// the parent offers (Apple: `position(_:)`).
    ///
    /// ```swift
    /// Circle().frame(width: 8, height: 8).position(CGPoint(x: 20, y: 20))
    /// ```
    nonisolated public func position(_ position: CGPoint) -> some View {
        PositionLayout(position: position) { self }
    }

    /// Places the centre of the view at (`x`, `y`) in its parent's space, and takes all the space
    /// the parent offers (Apple: `position(x:y:)`).
    ///
    /// ```swift
    /// Text("Pin").position(x: 100, y: 40)
    /// ```
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}

/// The layout `position(_:)` is: as large as its proposal (10 pt where a dimension is left open,
/// as for any view that fills its space), its content centred on the point and offered the same.
struct PositionLayout: Layout {
    let position: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
                proposal: ProposedViewSize(bounds.size))
        }
    }
}
