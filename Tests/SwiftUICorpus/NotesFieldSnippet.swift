import SwiftUI

/// A notes form as app code writes one: a field that grows with its text (`axis: .vertical`,
/// iOS 16) between three and six lines, beside a one-line title, and a favourite toggle drawn as
/// a button (`toggleStyle(.button)`, iOS 15).
@MainActor
public struct NotesFieldSnippet: View {
    @State private var title = ""
    @State private var notes = ""
    @State private var isFavorite = false

    public init() {}

    public var body: some View {
        Form {
            Section("Workout") {
                TextField("Title", text: $title)
                TextField("Notes", text: $notes, prompt: Text("How did it feel?"), axis: .vertical)
                    .lineLimit(3...6)
                TextField(text: $notes, axis: .vertical) { Text("Summary") }
                Toggle(isOn: $isFavorite) { Label("Favorite", systemImage: "star.fill") }
                    .toggleStyle(.button)
            }
        }
    }
}
