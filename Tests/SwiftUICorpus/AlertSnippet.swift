import SwiftUI

/// An alert with a destructive and a cancel button and a message, shown while its binding is true.
@MainActor
public struct AlertSnippet: View {
    @State private var confirming: Bool

    public init(confirming: Bool = true) {
        _confirming = State(initialValue: confirming)
    }

    public var body: some View {
        Text("Account")
            .alert("Sign out?", isPresented: $confirming) {
                Button("Sign Out", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Your workouts stay on this iPhone.")
            }
    }
}
