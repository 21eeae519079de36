import SwiftUI

/// A workout detail as apps written for iOS 13–15 present things: `Alert` and `ActionSheet` values,
/// `presentationMode` to close a sheet, and the alert and dialog forms that present data or an
/// error.
@MainActor
public struct LegacyAlertsSnippet: View {
    struct Workout: Identifiable {
        let id: Int
        let name: String
    }

    struct SyncError: LocalizedError {
        var errorDescription: String? { "Sync failed" }
        var recoverySuggestion: String? { "Check your connection." }
    }

    @State private var confirmsDelete = false
    @State private var sharing = false
    @State private var selected: Workout?
    @State private var removing = false
    @State private var showsError = false
    @State private var error: SyncError?
    @State private var isEditing = false
    private let workout = Workout(id: 1, name: "Morning Run")

    public init() {}

    public var body: some View {
        List {
            Button("Delete") { confirmsDelete = true }
            Button("Share") { sharing = true }
            Button("Details") { selected = workout }
            Button("Remove") { removing = true }
            Button("Edit") { isEditing = true }
        }
        .alert(isPresented: $confirmsDelete) {
            Alert(
                title: Text("Delete workout?"), message: Text("This cannot be undone."),
                primaryButton: .destructive(Text("Delete")) { confirmsDelete = false },
                secondaryButton: .cancel())
        }
        .actionSheet(isPresented: $sharing) {
            ActionSheet(title: Text("Share"), buttons: [.default(Text("Messages")), .cancel(Text("Not now"))])
        }
        .alert(item: $selected) { workout in
            Alert(title: Text(workout.name), dismissButton: .default(Text("OK")))
        }
        .confirmationDialog(Text("Remove"), isPresented: $removing, titleVisibility: .visible, presenting: workout) { workout in
            Button("Remove \(workout.name)", role: .destructive) {}
        } message: { workout in
            Text("Workout \(workout.id)")
        }
        .alert(isPresented: $showsError, error: error) { _ in
            Button("Retry") {}
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }
        .alert("Saved", isPresented: $showsError, presenting: workout) { _ in
            Button("OK") {}
        }
        .sheet(isPresented: $isEditing) { EditorSheet() }
    }
}

/// A sheet that closes itself the iOS 13 way.
@MainActor
struct EditorSheet: View {
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        Button(isPresented ? "Done" : "Close") { presentationMode.wrappedValue.dismiss() }
    }
}
