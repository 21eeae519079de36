import Combine
import SwiftUI

/// An alarms screen written as iOS 15–16 list code edits rows in place: `ForEach` over a binding to
/// a published array, each row a binding to its element; a `List` of bindings with edit actions.
struct AlarmEntry: Identifiable, Hashable {
    let id: Int
    var time: String
    var label: String
    var isOn: Bool
}

final class AlarmStore: ObservableObject {
    @Published var alarms = [
        AlarmEntry(id: 1, time: "6:30", label: "Run", isOn: true),
        AlarmEntry(id: 2, time: "7:15", label: "Stretch", isOn: false),
    ]
}

@MainActor
public struct AlarmsListSnippet: View {
    @StateObject private var store = AlarmStore()
    @State private var labels = ["Run", "Stretch"]

    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                Section("Alarms") {
                    ForEach($store.alarms) { $alarm in
                        Toggle(isOn: $alarm.isOn) {
                            VStack(alignment: .leading) {
                                Text(alarm.time).font(.title2)
                                Text(alarm.label).foregroundStyle(.secondary)
                            }
                        }
                    }
                    .onDelete { store.alarms.remove(atOffsets: $0) }
                }
                Section("Labels") {
                    ForEach($labels, id: \.self, editActions: .all) { $label in
                        TextField("Label", text: $label)
                    }
                }
            }
            .navigationTitle("Alarms")
        }
    }
}

@MainActor
struct EditableAlarmsList: View {
    @Binding var alarms: [AlarmEntry]

    var body: some View {
        List($alarms, editActions: .delete) { $alarm in
            Toggle(alarm.time, isOn: $alarm.isOn)
        }
        List($alarms) { $alarm in
            TextField("Label", text: $alarm.label)
        }
    }
}
