enum GridCellColumnsTrait: _ViewTraitKey { typealias Value = Int }
enum GridColumnAlignmentTrait: _ViewTraitKey { typealias Value = HorizontalAlignment }
enum GridCellAnchorTrait: _ViewTraitKey { typealias Value = UnitPoint }
enum GridCellUnsizedAxesTrait: _ViewTraitKey { typealias Value = Axis.Set }

extension View {
    /// Makes this cell of a `GridRow` span `count` columns (Apple: `gridCellColumns(_:)`).
    ///
    /// ```swift
    /// GridRow { Text("Total").gridCellColumns(2); Text("12.4 km") }
    /// ```
    nonisolated public func gridCellColumns(_ count: Int) -> some View {
        TraitWriter(content: self, key: GridCellColumnsTrait.self, value: max(count, 1))
    }

    /// Aligns every cell of this cell's column horizontally at `guide` (Apple:
    /// `gridColumnAlignment(_:)`).
    ///
    /// ```swift
    /// GridRow { Text("Pace"); Text("5:40").gridColumnAlignment(.trailing) }
    /// ```
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        TraitWriter(content: self, key: GridColumnAlignmentTrait.self, value: guide)
    }

    /// Places this cell at `anchor` of its cell, whatever the grid's and row's alignment (Apple:
    /// `gridCellAnchor(_:)`).
    ///
    /// ```swift
    /// Image(systemName: "star").gridCellAnchor(.topLeading)
    /// ```
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        TraitWriter(content: self, key: GridCellAnchorTrait.self, value: anchor)
    }

    /// Lets this cell take its column's width or its row's height without widening or heightening
    /// them (Apple: `gridCellUnsizedAxes(_:)`), as a divider or a color in a row does.
    ///
    /// ```swift
    /// GridRow { Divider().gridCellUnsizedAxes(.horizontal) }
    /// ```
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        TraitWriter(content: self, key: GridCellUnsizedAxesTrait.self, value: axes)
    }
}
