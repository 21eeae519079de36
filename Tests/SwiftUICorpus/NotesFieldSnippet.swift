import SwiftUI

/// A notes form as app code writes one: a field that grows with its text (`axis: .vertical`,
/// iOS 16) between three and six lines, beside a one-line title.
@MainActor
public struct NotesFieldSnippet: View {
    @State private var title = ""
    @State private var notes = ""

    public init() {}

    public var body: some View {
        Form {
            Section("Workout") {
                TextField("Title", text: $title)
                TextField("Notes", text: $notes, prompt: Text("How did it feel?"), axis: .vertical)
                    .lineLimit(3...6)
                TextField(text: $notes, axis: .vertical) { Text("Summary") }
            }
        }
    }
}
