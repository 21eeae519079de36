import SwiftUI

/// An editing form as apps write one: text fields in the rounded border style, a text editor for
/// notes, a label that picks the longest wording that fits, share links, a control group, a tinted
/// spinner and a popover (a sheet on iPhone), under a navigation title.
@MainActor
public struct EditorFormSnippet: View {
    @State private var name: String
    @State private var notes: String
    @State private var showingTips = false

    /// A form editing a workout called `name` with `notes`.
    public init(name: String = "Tempo run", notes: String = "Warm up for ten minutes, then three kilometres at threshold.") {
        _name = State(initialValue: name)
        _notes = State(initialValue: notes)
    }

    public var body: some View {
        NavigationStack {
            Form {
                Section("Workout") {
                    TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                    TextField("Route", text: .constant("")).textFieldStyle(.plain)
                }
                Section("Notes") {
                    TextEditor(text: $notes).frame(height: 88)
                }
                Section {
                    ViewThatFits(in: .horizontal) {
                        Text("Share this workout with your training group")
                        Text("Share with your group")
                    }
                    ShareLink(item: URL(string: "https://example.com/workouts/42")!)
                    ShareLink("Share the route", item: "Riverside loop, 8.2 km")
                    ControlGroup {
                        Button("Shorter", systemImage: "minus") {}
                        Button("Longer", systemImage: "plus") {}
                    }
                    ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .mint))
                    Button("Tips") { showingTips = true }
                        .popover(isPresented: $showingTips) { Text("Keep a steady pace.") }
                }
            }
            .navigationTitle("Edit")
            .navigationBarItems(trailing: Button("Save") {})
        }
    }
}
