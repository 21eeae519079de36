import Foundation
import HeadlessRuntime
import HeadlessSwiftUI
import SwiftUICorpus
import Testing

@MainActor
struct InteractionTests {
    @Test func pressAndReleaseDriveTheButtonStyle() throws {
        let host = ViewHost(PressProbe())
        #expect(host.accessibilityElements.map(\.label) == ["Go, idle", "0"])
        try host.press("Go, idle")
        #expect(host.accessibilityElements.map(\.label) == ["Go, pressed", "0"])
        try host.release("Go, pressed")
        #expect(host.accessibilityElements.map(\.label) == ["Go, idle", "1"])
        #expect(throws: InteractionError(target: "Stop", reason: "no button labelled")) { try host.press("Stop") }
    }

    @Test func focusAndTypeIntoATextField() throws {
        let host = ViewHost(InteractionSnippet())
        #expect(!host.isFocused("Name"))
        try host.focus("Name")
        #expect(host.isFocused("Name"))
        try host.type("Ana", into: "Name")
        #expect(host.text(of: "Name") == "Ana")
        #expect(throws: InteractionError.self) { try host.type("x", into: "Email") }
    }

    @Test func dragRunsTheGestureAndItsFeedback() throws {
        let host = ViewHost(InteractionSnippet())
        host.advance(to: 1)
        try host.drag(by: CGSize(width: 60, height: 0), velocity: CGSize(width: 300, height: 0))
        #expect(host.hapticsLog == [HapticEvent(feedback: "selection", time: 1)])
        // @GestureState resets when the gesture ends.
        #expect(host.value(.offsetX) == 0)
        #expect(throws: InteractionError.self) { try host.drag(gesture: 3, by: .zero) }
    }
}

@MainActor
struct PressedLabelStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.isPressed ? "pressed" : "idle")
        }
    }
}

@MainActor
struct PressProbe: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Button("Go") { count += 1 }.buttonStyle(PressedLabelStyle())
            Text("\(count)")
        }
    }
}
