import SwiftUI

/// A board screen as iOS 17 code writes it: cards dragged between columns and dropped, a search
/// narrowed by scopes, a title menu to rename the board, and an inspector for the selected card.
@MainActor
public struct BoardSnippet: View {
    enum Scope: Hashable { case all, mine }

    @State private var todo = ["Plan intervals", "Book pool"]
    @State private var done = ["Buy shoes"]
    @State private var query = ""
    @State private var scope = Scope.all
    @State private var inspecting = false

    public init() {}

    public var body: some View {
        NavigationStack {
            HStack(alignment: .top) {
                column("To do", todo)
                column("Done", done)
                    .dropDestination(for: String.self) { items, _ in
                        done += items
                        return true
                    } isTargeted: { _ in
                    }
            }
            .padding()
            .navigationTitle("Training")
            .toolbarTitleMenu {
                Button("Rename") {}
            }
            .searchable(text: $query)
            .searchScopes($scope) {
                Text("All").tag(Scope.all)
                Text("Mine").tag(Scope.mine)
            }
            .inspector(isPresented: $inspecting) {
                Form { Text("Card details") }
                    .inspectorColumnWidth(min: 200, ideal: 280, max: 360)
            }
        }
    }

    private func column(_ title: String, _ cards: [String]) -> some View {
        VStack(alignment: .leading) {
            Text(title).font(.headline)
            ForEach(cards, id: \.self) { card in
                Text(card)
                    .padding(8)
                    .background(.quaternary, in: RoundedRectangle(cornerRadius: 8))
                    .draggable(card) { Text(card).padding(4) }
                    .onTapGesture { inspecting = true }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
