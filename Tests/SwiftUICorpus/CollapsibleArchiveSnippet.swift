import SwiftUI

/// A history list as iOS 17 code writes one: a section the user collapses, titled sections bound
/// to their expansion, and a count whose digits roll by value.
@MainActor
public struct CollapsibleArchiveSnippet: View {
    @State private var showsArchived = false
    @State private var showsActive = true
    @State private var total = 12

    public init() {}

    public var body: some View {
        List {
            Section(isExpanded: $showsArchived) {
                Text("Morning run")
                Text("Evening swim")
            } header: {
                Text("Archived")
            }
            Section("Active", isExpanded: $showsActive) {
                Text("Rowing")
            }
            Text("\(total) workouts")
                .contentTransition(.numericText(value: Double(total)))
        }
        .listStyle(.sidebar)
    }
}
