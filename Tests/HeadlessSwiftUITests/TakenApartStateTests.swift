import HeadlessRuntime
import Testing

@testable import HeadlessSwiftUI

/// A view whose body is two tabs and whose own state changes the first.
private struct SwitchTabs: View {
    @State private var isOn = false

    var body: some View {
        Button(isOn ? "On" : "Off") { isOn.toggle() }
            .tabItem { Label("Switch", systemImage: "switch.2") }
        Text("Second").tabItem { Label("Second", systemImage: "2.circle") }
    }
}

/// A view whose body is two buttons and that counts its appearances in its own state.
private struct CountingActions: View {
    @State private var appearances = 0

    var body: some View {
        Button("Seen \(appearances)") {}.onAppear { appearances += 1 }
        Button("Cancel", role: .cancel) {}
    }
}

/// Containers that take a view of several views apart (a tab view into tabs, an alert and a
/// confirmation dialog into buttons) keep that view's state while they stand, as a list does: on
/// iOS its state lives as long as the view stays in the hierarchy.
@MainActor
struct TakenApartStateTests {
    @Test func aViewOfSeveralTabsKeepsItsState() throws {
        let host = ViewHost(TabView { SwitchTabs() })
        #expect(host.accessibilityElements.filter { $0.traits.contains("tab") }.map(\.label) == ["Switch", "Second"])
        try host.tap("Off")
        #expect(host.drawnTexts().contains { $0.string == "On" })
        try host.tap("On")
        #expect(host.drawnTexts().contains { $0.string == "Off" })
    }

    @Test func anAlertsActionsViewKeepsItsState() throws {
        let host = ViewHost(Text("Under").alert("Delete?", isPresented: .constant(true)) { CountingActions() })
        host.update()
        let texts = host.drawnTexts().map(\.string)
        #expect(texts.contains("Seen 1") && texts.contains("Cancel"), "\(texts)")
    }

    @Test func aConfirmationDialogsActionsViewKeepsItsState() throws {
        let host = ViewHost(Text("Under").confirmationDialog("Delete?", isPresented: .constant(true)) { CountingActions() })
        host.update()
        let texts = host.drawnTexts().map(\.string)
        #expect(texts.contains("Seen 1") && texts.contains("Cancel"), "\(texts)")
    }
}
