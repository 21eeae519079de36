import AirFitUI
import SwiftUI

/// One logged workout.
public struct Workout: Identifiable, Hashable, Sendable {
    public let id: Int
    public let name: String
    public let minutes: Int
}

/// A list screen as Apple's documentation writes one: a `List` in a `NavigationStack` under a large
/// title, with a search field, a toolbar button, links into each row (with swipe actions) and an
/// AirFit UI stat card above them.
@MainActor
public struct WorkoutsScreen: View {
    let workouts = [
        Workout(id: 1, name: "Morning run", minutes: 32), Workout(id: 2, name: "Intervals", minutes: 24),
        Workout(id: 3, name: "Long run", minutes: 75),
    ]

    @State private var query: String

    /// The workouts screen, filtered by `query` when it is not empty.
    public init(query: String = "") {
        _query = State(initialValue: query)
    }

    /// The workouts whose names contain the query.
    var shown: [Workout] {
        query.isEmpty ? workouts : workouts.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    public var body: some View {
        NavigationStack {
            List {
                Section {
                    StatCard("Streak", value: "12 days", systemImage: "flame.fill")
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .listRowInsets(EdgeInsets())
                        .listRowBackground(Color.clear)
                }
                Section("This week") {
                    ForEach(shown) { workout in
                        NavigationLink(value: workout) {
                            LabeledContent(workout.name, value: "\(workout.minutes) min")
                        }
                        .swipeActions {
                            Button("Delete", role: .destructive) {}
                        }
                    }
                }
            }
            .navigationTitle("Workouts")
            .searchable(text: $query, prompt: "Search workouts")
            .navigationDestination(for: Workout.self) { workout in
                Text(workout.name)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") {}
                }
            }
        }
    }
}

#Preview("Searched") {
    WorkoutsScreen(query: "run")
}
