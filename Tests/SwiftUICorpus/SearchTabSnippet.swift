import SwiftUI

/// A tab app with iOS 18's search tab: a `Tab` with the `.search` role beside two others, the
/// selection bound to an enum.
@MainActor
public struct SearchTabSnippet: View {
    /// The app's tabs.
    public enum Destination: Hashable {
        case library, recent, search
    }

    @State private var selection: Destination

    /// The app, showing `selection` first.
    public init(selection: Destination = .library) {
        _selection = State(initialValue: selection)
    }

    public var body: some View {
        TabView(selection: $selection) {
            Tab("Library", systemImage: "books.vertical", value: Destination.library) { Text("Your library") }
            Tab("Recent", systemImage: "clock", value: Destination.recent) { Text("Played recently") }
            Tab("Search", systemImage: "magnifyingglass", value: Destination.search, role: .search) { Text("Find a hymn") }
        }
    }
}
