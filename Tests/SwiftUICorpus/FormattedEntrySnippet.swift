import SwiftUI

/// A logged set, as a workout log keeps one.
public struct LoggedSet: Identifiable, Hashable {
    public let id: Int
    public var exercise: String
}

/// A workout log as apps write one on iOS 16 and 17: numbers typed in formatted fields, a stepper
/// by halves, a stepper of closures, a selectable list with a menu for its selection, a pinned
/// header on the bar material, a board dragged in a named space, and a rename alert with a field.
@MainActor
public struct FormattedEntrySnippet: View {
    @State private var weight = 72.5
    @State private var reps: Int?
    @State private var rest = 90.0
    @State private var round = 1
    @State private var sets = [LoggedSet(id: 1, exercise: "Squat"), LoggedSet(id: 2, exercise: "Press")]
    @State private var selection = Set<LoggedSet.ID>()
    @State private var renaming: Bool
    @State private var name = ""
    @State private var offset = CGSize.zero

    /// The log, with its rename alert shown when `renaming`.
    public init(renaming: Bool = false) {
        _renaming = State(initialValue: renaming)
    }

    public var body: some View {
        NavigationStack {
            List(selection: $selection) {
                Section {
                    TextField("Weight", value: $weight, format: .number.precision(.fractionLength(1)))
                    TextField("Reps", value: $reps, format: .number, prompt: Text("Optional"))
                    Stepper("Rest", value: $rest, in: 30...300, step: 0.5, format: .number)
                    Stepper("Round \(round)", onIncrement: { round += 1 }, onDecrement: { round -= 1 })
                } header: {
                    Text("Entry").frame(maxWidth: .infinity, alignment: .leading).background(.bar)
                }
                Section("Sets") {
                    ForEach(sets) { set in
                        Text(set.exercise)
                            .offset(offset)
                            .gesture(
                                DragGesture(minimumDistance: 0, coordinateSpace: .named("log"))
                                    .onChanged { offset = $0.translation }
                            )
                    }
                }
            }
            .coordinateSpace(.named("log"))
            .contextMenu(forSelectionType: LoggedSet.ID.self) { ids in
                Button("Rename \(ids.count)") { renaming = true }
            } primaryAction: { ids in
                renaming = !ids.isEmpty
            }
            .navigationTitle("Log")
            .alert("Rename", isPresented: $renaming) {
                TextField("Name", text: $name)
                Button("Cancel", role: .cancel) {}
                Button("Save") {}.disabled(name.isEmpty)
            } message: {
                Text("Give the set a new name.")
            }
        }
    }
}
