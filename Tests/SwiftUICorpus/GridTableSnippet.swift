import SwiftUI

/// A workout summary as a `Grid`: labels leading, values trailing in their own aligned column, a
/// divider across the grid, a total spanning two columns, and a cell that takes its column's
/// width without widening it.
@MainActor
public struct GridTableSnippet: View {
    public init() {}

    public var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
            GridRow {
                Text("Distance")
                Text("5.2 km").gridColumnAlignment(.trailing)
                Image(systemName: "figure.run")
            }
            GridRow {
                Text("Pace")
                Text("5:40 /km")
                Color.green.frame(width: 8, height: 8).gridCellUnsizedAxes(.horizontal)
            }
            Divider()
            GridRow(alignment: .bottom) {
                Text("Total").font(.headline).gridCellColumns(2)
                Text("42").gridCellAnchor(.center)
            }
        }
        .padding()
    }
}
