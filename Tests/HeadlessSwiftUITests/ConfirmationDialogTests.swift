import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)` on an iPhone (Apple's
/// documentation): the title shows when `.visible`, or by default (`.automatic`) when there is a
/// message; an action of role `.cancel` is the one Cancel, in its own card at the bottom, and the
/// system adds one when there is none; the actions are separated by hairlines, and from the title.
@MainActor
struct ConfirmationDialogTests {
    struct Dialog: View {
        let visibility: Visibility
        let message: Bool
        let ownCancel: Bool
        @State private var isPresented = true
        var body: some View {
            if message {
                Text("Under")
                    .confirmationDialog("Delete workout?", isPresented: $isPresented, titleVisibility: visibility) {
                        actions
                    } message: {
                        Text("It cannot be undone.")
                    }
            } else {
                Text("Under").confirmationDialog("Delete workout?", isPresented: $isPresented, titleVisibility: visibility) { actions }
            }
        }

        @ViewBuilder var actions: some View {
            Button("Delete", role: .destructive) {}
            Button("Archive") {}
            if ownCancel { Button("Keep", role: .cancel) {} }
        }
    }

    func strings(_ host: ViewHost) -> [String] { host.drawnTexts().map(\.string) }

    func hairlines(_ host: ViewHost) -> Int {
        host.displayList(on: .iPhone16).filter { $0.frame.height == 0.5 }.count
    }

    @Test(arguments: [
        (Visibility.automatic, false, false), (.automatic, true, true), (.visible, false, true), (.hidden, true, false),
    ])
    func theTitleShowsWhenAskedOrWithAMessage(visibility: Visibility, message: Bool, shown: Bool) {
        let host = ViewHost(Dialog(visibility: visibility, message: message, ownCancel: false))
        #expect(strings(host).contains("Delete workout?") == shown)
    }

    @Test func anOwnCancelIsTheOnlyCancelAndComesLast() throws {
        let host = ViewHost(Dialog(visibility: .hidden, message: false, ownCancel: true))
        #expect(!strings(host).contains("Cancel"))
        let keep = try host.frame(ofText: "Keep")
        let archive = try host.frame(ofText: "Archive")
        let delete = try host.frame(ofText: "Delete")
        #expect(keep.minY > archive.maxY && archive.minY > delete.maxY)
        let added = ViewHost(Dialog(visibility: .hidden, message: false, ownCancel: false))
        #expect(strings(added).contains("Cancel"))
    }

    @Test func hairlinesSeparateTheActionsAndTheTitle() {
        // Two actions: one hairline between them; with a title above, one more under it.
        #expect(hairlines(ViewHost(Dialog(visibility: .hidden, message: false, ownCancel: false))) == 1)
        #expect(hairlines(ViewHost(Dialog(visibility: .visible, message: false, ownCancel: false))) == 2)
        #expect(hairlines(ViewHost(Dialog(visibility: .hidden, message: true, ownCancel: false))) == 2)
    }
}
