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

    @Test func tapGesturesAreTappableByLabel() throws {
        let host = ViewHost(TapGestureProbe())
        try host.tap("Nutrition card")
        try host.tap("Nutrition card")
        try host.tap("Plain 0")
        #expect(host.accessibilityElements.map(\.label) == ["Nutrition card", "Plain 1", "2"])
        #expect(throws: ViewHost.TapError(label: "Water card")) { try host.tap("Water card") }
    }
}

/// A card tapped through `onTapGesture` under an accessibility label, and a bare tappable text.
@MainActor
struct TapGestureProbe: View {
    @State private var cardTaps = 0
    @State private var plainTaps = 0

    var body: some View {
        VStack {
            Text("Card")
                .padding(16)
                .onTapGesture { cardTaps += 1 }
                .accessibilityLabel("Nutrition card")
            Text("Plain \(plainTaps)")
                .onTapGesture { plainTaps += 1 }
            Text("\(cardTaps)")
        }
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

@MainActor
struct SheetTests {
    func sheetOffset(_ host: ViewHost, at time: TimeInterval) -> CGFloat? {
        host.displayList(on: .iPhone16, at: time).first {
            if case let .text(text) = $0.content { text.string == "Sheet content" } else { false }
        }?.offset.height
    }

    @Test func presentRisesFromTheBottom() throws {
        let host = ViewHost(SheetProbe())
        try host.tap("Open")
        #expect(sheetOffset(host, at: 0) == 852)
        #expect(abs(sheetOffset(host, at: 5)!) < 1e-6)
    }

    @Test func aShortSlowDragSpringsBack() throws {
        let host = ViewHost(SheetProbe())
        try host.tap("Open")
        host.advance(to: 3)
        try host.dragSheet(by: 100, velocity: 50)
        #expect(sheetOffset(host, at: 3) == 100)
        #expect(abs(sheetOffset(host, at: 6)!) < 1e-3)
        #expect(host.accessibilityElements.map(\.label).contains("Sheet content"))
    }

    @Test func aFlickDismisses() throws {
        let log = LifecycleLog()
        let host = ViewHost(SheetProbe(log: log))
        try host.tap("Open")
        host.advance(to: 3)
        try host.dragSheet(by: 100, velocity: 2_000)
        #expect(!host.accessibilityElements.map(\.label).contains("Sheet content"))
        #expect(log.events == ["dismissed"])
        // The sheet falls from where the finger left it to off screen.
        #expect(host.value(.offsetY, at: 3) == 100)
        #expect(abs(host.value(.offsetY, at: 3.2)! - 100) > 1)
        #expect(throws: InteractionError.self) { try host.dragSheet(by: 10) }
    }
}

@MainActor
struct SheetProbe: View {
    var log = LifecycleLog()
    @State private var showsSheet = false

    var body: some View {
        Button("Open") { showsSheet = true }
            .sheet(isPresented: $showsSheet, onDismiss: { log.events.append("dismissed") }) {
                Text("Sheet content")
            }
    }
}
