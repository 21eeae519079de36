import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// The presentations iOS 13 code writes (Apple: `Alert`, `ActionSheet`, `alert(isPresented:content:)`,
/// `actionSheet(isPresented:content:)`, `PresentationMode`) and the data- and error-presenting forms
/// of iOS 15: each draws as its newer equivalent does, and each button sets the presentation false
/// after its action.
@MainActor
struct ClassicPresentationTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    struct Deleting: View {
        let log: Log
        @State private var isPresented = true

        var body: some View {
            Text(isPresented ? "shown" : "gone")
                .alert(isPresented: $isPresented) {
                    Alert(
                        title: Text("Delete workout?"), message: Text("This cannot be undone."),
                        primaryButton: .destructive(Text("Delete")) { log.lines.append("delete") },
                        secondaryButton: .cancel())
                }
        }
    }

    @Test func aClassicAlertDrawsItsTitleMessageAndButtons() throws {
        let log = Log()
        let host = ViewHost(Deleting(log: log))
        let strings = host.drawnTexts().map(\.string)
        for string in ["Delete workout?", "This cannot be undone.", "Delete", "Cancel"] {
            #expect(strings.contains(string), "\(strings)")
        }
        // Two buttons side by side, the cancel one leading, as iOS places it.
        #expect(try host.frame(ofText: "Cancel").midX < host.frame(ofText: "Delete").midX)
        #expect(abs(try host.frame(ofText: "Cancel").midY - host.frame(ofText: "Delete").midY) < 1e-9)
        // A destructive button is red: UIKit's systemRed (255, 59, 48).
        let delete = try #require(host.drawnTexts().first { $0.string == "Delete" })
        #expect(delete.paint == .color(red: 1, green: 59.0 / 255, blue: 48.0 / 255, opacity: 1))
        try host.tap("Delete")
        #expect(log.lines == ["delete"])
        #expect(host.drawnTexts().map(\.string).contains("gone"))
    }

    struct Dismissable: View {
        @State private var isPresented = true
        var body: some View {
            Text("page").alert(isPresented: $isPresented) { Alert(title: Text("Saved")) }
        }
    }

    /// With no button, the alert has OK.
    @Test func anAlertWithoutButtonsHasOK() throws {
        let host = ViewHost(Dismissable())
        #expect(host.drawnTexts().map(\.string).contains("OK"))
        try host.tap("OK")
        #expect(!host.drawnTexts().map(\.string).contains("Saved"))
    }

    struct Sharing: View {
        let log: Log
        @State private var isPresented = true
        var body: some View {
            Text("page")
                .environment(\.locale, Locale(identifier: "de"))
                .actionSheet(isPresented: $isPresented) {
                    ActionSheet(
                        title: Text("Share"), message: Text("Pick one"),
                        buttons: [.default(Text("Messages")) { log.lines.append("messages") }, .cancel()])
                }
        }
    }

    /// An action sheet is the confirmation dialog with its title shown; `.cancel()` is the
    /// system's Cancel in the environment's language.
    @Test func anActionSheetIsAConfirmationDialog() throws {
        let log = Log()
        let host = ViewHost(Sharing(log: log).environment(\.locale, Locale(identifier: "de")))
        let strings = host.drawnTexts().map(\.string)
        for string in ["Share", "Pick one", "Messages", "Abbrechen"] { #expect(strings.contains(string), "\(strings)") }
        // The dialog stands at the bottom of the screen.
        #expect(try host.frame(ofText: "Messages").minY > 500)
        try host.tap("Messages")
        #expect(log.lines == ["messages"])
        #expect(!host.drawnTexts().map(\.string).contains("Pick one"))
    }

    struct Item: Identifiable {
        let id: Int
        let name: String
    }

    struct Presenting: View {
        @State private var isPresented = true
        let item: Item?
        var body: some View {
            Text("page")
                .alert("Remove", isPresented: $isPresented, presenting: item) { item in
                    Button("Remove \(item.name)", role: .destructive) {}
                } message: { item in
                    Text("Item \(item.id)")
                }
        }
    }

    /// Shown while presented and the data is there; the closures are given the data.
    @Test func anAlertPresentsItsData() {
        let strings = ViewHost(Presenting(item: Item(id: 7, name: "Run"))).drawnTexts().map(\.string)
        #expect(strings.contains("Remove Run") && strings.contains("Item 7"))
        #expect(!ViewHost(Presenting(item: nil)).drawnTexts().map(\.string).contains("Remove"))
    }

    struct SyncError: LocalizedError {
        var errorDescription: String? { "Sync failed" }
    }

    struct Failing: View {
        @State private var isPresented = true
        let error: SyncError?
        var body: some View {
            Text("page").alert(isPresented: $isPresented, error: error) { Button("Retry") {} }
        }
    }

    @Test func anErrorAlertIsTitledByTheError() {
        let strings = ViewHost(Failing(error: SyncError())).drawnTexts().map(\.string)
        #expect(strings.contains("Sync failed") && strings.contains("Retry"))
        #expect(!ViewHost(Failing(error: nil)).drawnTexts().map(\.string).contains("Retry"))
    }

    struct Editor: View {
        @Environment(\.presentationMode) private var presentationMode
        @Environment(\.isPresented) private var isPresented
        var body: some View {
            Button(isPresented ? "Done (presented)" : "Done (root)") { presentationMode.wrappedValue.dismiss() }
        }
    }

    struct Root: View {
        @State private var isEditing = true
        var body: some View {
            VStack {
                Text(isEditing ? "editing" : "closed")
                Editor()
            }
            .sheet(isPresented: $isEditing) { Editor() }
        }
    }

    /// `presentationMode` is presented inside a sheet, and dismissing it closes the sheet.
    @Test func presentationModeDismissesTheSheet() throws {
        let host = ViewHost(Root())
        let strings = host.drawnTexts().map(\.string)
        #expect(strings.contains("Done (presented)") && strings.contains("Done (root)"))
        try host.tap("Done (presented)")
        #expect(host.drawnTexts().map(\.string).contains("closed"))
    }
}
