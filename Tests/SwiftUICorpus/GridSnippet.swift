import SwiftUI

/// Lazy stacks and grids as app screens use them: a two-column grid of tiles, an adaptive grid of
/// badges and a lazy list of rows in a scroll view.
@MainActor
public struct GridSnippet: View {
    public init() {}

    public var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12, pinnedViews: [.sectionHeaders]) {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
                    ForEach(["Move", "Exercise", "Stand", "Steps"], id: \.self) { name in
                        Text(name).frame(maxWidth: .infinity, minHeight: 60).background(Color(.secondarySystemBackground))
                    }
                }
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                    ForEach(1..<6) { index in
                        Text("Badge \(index)").padding(8).background(Capsule().fill(Color.yellow))
                    }
                }
                LazyHStack {
                    Text("One")
                    Text("Two")
                }
            }
            .padding()
        }
    }
}
