import SwiftUI

/// A reminder form with date pickers as settings screens write them: date and time, the date
/// alone within a range, the time alone in the compact style.
@MainActor
public struct DatePickerSnippet: View {
    @State private var start: Date
    @State private var end: Date

    /// The pickers showing `date`.
    public init(date: Date) {
        _start = State(initialValue: date)
        _end = State(initialValue: date)
    }

    public var body: some View {
        Form {
            DatePicker("Starts", selection: $start)
            DatePicker("Race day", selection: $end, in: start..., displayedComponents: .date)
            DatePicker(selection: $end, displayedComponents: [.hourAndMinute]) {
                Label("Reminder", systemImage: "bell")
            }
            .datePickerStyle(.compact)
        }
    }
}
