/// One row of a `Grid`: each view inside is a cell of the next column (Apple: `GridRow`). Outside a
/// grid its views lay out as a group would.
///
/// ```swift
/// GridRow(alignment: .firstTextBaseline) {
///     Image(systemName: "flame")
///     Text("Calories")
///     Text("420").gridCellColumns(2)
/// }
/// ```
public struct GridRow<Content: View> {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row whose cells sit at `alignment` vertically, or at the grid's alignment when nil.
    nonisolated public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { bodyError() }
}

extension GridRow: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content, component: "cells")
        let row = GridRowMark(alignment: alignment)
        for node in nodes { node.traits[ObjectIdentifier(GridRowTrait.self)] = row }
        return nodes
    }
}

/// The row a grid cell belongs to: one mark shared by a row's cells.
final class GridRowMark {
    let alignment: VerticalAlignment?

    init(alignment: VerticalAlignment?) {
        self.alignment = alignment
    }
}

enum GridRowTrait: _ViewTraitKey { typealias Value = GridRowMark }
