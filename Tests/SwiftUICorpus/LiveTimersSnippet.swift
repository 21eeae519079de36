import SwiftUI

/// A search token, as a library filters by.
public struct LibraryFilter: Identifiable, Hashable {
    public let id: Int
    public var name: String
}

/// A tab app as iOS 18 apps write one: a feed scrolled by a `ScrollPosition` and anchored at its
/// bottom, searched with tokens; a saved tab with iOS 18's symbol effects, a rest timer as text and
/// a relative date, and animations given as a smooth curve and a `Spring`.
@MainActor
public struct LiveTimersSnippet: View {
    @State private var tab = 0
    @State private var position = ScrollPosition(edge: .top)
    @State private var query = ""
    @State private var filters: [LibraryFilter] = []
    @State private var liked = false
    private let start: Date

    /// The app, its rest timer starting at `start`.
    public init(start: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        self.start = start
    }

    public var body: some View {
        TabView(selection: $tab) {
            Tab("Feed", systemImage: "list.bullet", value: 0) {
                NavigationStack {
                    ScrollView {
                        LazyVStack {
                            ForEach(0..<20) { Text("Item \($0)").id($0) }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollPosition($position)
                    .defaultScrollAnchor(.bottom, for: .initialOffset)
                    .searchable(text: $query, tokens: $filters, prompt: "Search the feed") { filter in Text(filter.name) }
                    .navigationTitle("Feed")
                }
            }
            Tab("Saved", systemImage: "bookmark", value: 1) {
                VStack(spacing: 12) {
                    Image(systemName: "heart.fill")
                        .symbolEffect(.breathe, isActive: liked)
                        .symbolEffect(.wiggle.left, value: liked)
                        .symbolEffect(.rotate.clockwise, value: liked)
                    Text(timerInterval: start...start.addingTimeInterval(300), countsDown: true)
                        .font(.largeTitle.monospacedDigit())
                    Text(start, format: .relative(presentation: .named))
                    Button("Like") { withAnimation(.smooth(duration: 0.3, extraBounce: 0.1)) { liked.toggle() } }
                    Button("Spring") { withAnimation(.spring(Spring(duration: 0.4, bounce: 0.2))) { liked.toggle() } }
                }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
