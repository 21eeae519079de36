import Observation
import SwiftUI

/// The units a picker chooses between.
public enum Units: String, CaseIterable, Hashable, Sendable {
    case metric, imperial
}

/// An `@Observable` goal edited through `@Bindable`.
@Observable
public final class GoalModel {
    public var weeklyRuns = 3
    public var effort = 0.6

    public init() {}
}

/// An app as teams build one: a `TabView` whose tabs are navigation stacks with toolbars over a
/// list, and a settings form mixing system controls.
@MainActor
public struct AppTabsSnippet: View {
    @State private var tab = 0

    public init() {}

    public var body: some View {
        TabView(selection: $tab) {
            WorkoutsTab()
                .tabItem { Label("Workouts", systemImage: "figure.run") }
                .tag(0)
            ControlsFormSnippet(goal: GoalModel())
                .tabItem { Label("Settings", systemImage: "gear") }
                .badge(2)
                .tag(1)
        }
    }
}

/// A list under a large title with toolbar items at both ends.
@MainActor
struct WorkoutsTab: View {
    @State private var names = ["Morning run", "Intervals", "Long run"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(names, id: \.self) { name in
                    Text(name)
                }
                .onDelete { names.remove(atOffsets: $0) }
                Text("Shared").badge(4)
            }
            .navigationTitle("Workouts")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
    }
}

/// A settings form with a picker, a segmented picker, a stepper, a slider, a menu, bordered
/// buttons and a destructive button.
@MainActor
public struct ControlsFormSnippet: View {
    @Bindable var goal: GoalModel
    @State private var units = Units.metric
    @State private var range = 0

    public init(goal: GoalModel) {
        self.goal = goal
    }

    public var body: some View {
        NavigationStack {
            Form {
                Section("Goal") {
                    Picker("Units", selection: $units) {
                        ForEach(Units.allCases, id: \.self) { unit in
                            Text(unit.rawValue.capitalized).tag(unit)
                        }
                    }
                    Stepper("Runs a week: \(goal.weeklyRuns)", value: $goal.weeklyRuns, in: 1...7)
                    Slider(value: $goal.effort, in: 0...1) { Text("Effort") }
                }
                Section {
                    Picker("Range", selection: $range) {
                        Text("Week").tag(0)
                        Text("Month").tag(1)
                        Text("Year").tag(2)
                    }
                    .pickerStyle(.segmented)
                    HStack {
                        Button("Export") {}.buttonStyle(.bordered)
                        Button("Sync") {}.buttonStyle(.borderedProminent)
                        Menu("More") {
                            Button("Archive") {}
                        }
                    }
                }
                Section {
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            }
        }
    }
}

/// The empty state of a search.
@MainActor
public struct EmptyStateSnippet: View {
    public init() {}

    public var body: some View {
        VStack {
            ContentUnavailableView("No Workouts", systemImage: "figure.run", description: Text("Start one from Today."))
            ContentUnavailableView.search(text: "yoga")
        }
    }
}
