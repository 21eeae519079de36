import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Apple's `PrimitiveButtonStyle`: the style's body is the button; it runs the action through
/// `configuration.trigger()`, and `Button(configuration)` makes a button that does.
@MainActor
struct PrimitiveButtonStyleTests {
    /// A style that runs the action twice per tap and draws the button bordered in red.
    struct Twice: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button {
                configuration.trigger()
                configuration.trigger()
            } label: {
                configuration.label
            }
            .padding(10)
            .background(Color(red: 1, green: 0, blue: 0))
        }
    }

    /// A style that is `Button(configuration)` with a style of its own inside.
    struct Wrapped: PrimitiveButtonStyle {
        struct Face: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
            }
        }

        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).buttonStyle(Face())
        }
    }

    @Test func theStylesBodyDecidesWhenTheActionRuns() throws {
        var runs = 0
        let host = ViewHost(Button("Add") { runs += 1 }.buttonStyle(Twice()))
        try host.tap("Add")
        #expect(runs == 2)
        // Its body draws: the red background behind the label.
        let red = host.displayList(on: .iPhone16).contains { item in
            if case .fill(.color(1, 0, 0, 1)) = item.content { true } else { false }
        }
        #expect(red)
        #expect(host.accessibilityElements.map(\.description) == ["Add, button"])
    }

    @Test func buttonFromAConfigurationRunsTheActionInTheStyleSetInside() throws {
        var runs = 0
        let host = ViewHost(Button("Add") { runs += 1 }.buttonStyle(Wrapped()))
        try host.press("Add")
        // The inner `ButtonStyle` sees the press.
        let pressed = host.displayList(on: .iPhone16, at: 1).first { if case .text = $0.content { true } else { false } }
        #expect(pressed?.opacity == 0.5)
        try host.cancelPress("Add")
        #expect(runs == 0, "a press dragged off does not run the action")
        try host.press("Add")
        try host.release("Add")
        #expect(runs == 1)
    }

    @Test func theInnermostStyleWins() throws {
        var runs = 0
        // A `ButtonStyle` set inside a primitive style's scope replaces it, and the reverse.
        let host = ViewHost(Button("Add") { runs += 1 }.buttonStyle(Wrapped.Face()).buttonStyle(Twice()))
        try host.tap("Add")
        #expect(runs == 1)
        let other = ViewHost(Button("Add") { runs += 1 }.buttonStyle(Twice()).buttonStyle(Wrapped.Face()))
        try other.tap("Add")
        #expect(runs == 3)
    }

    @Test func aLabelIsReadByItsTitleInEveryStyle() {
        // Apple (`LabelStyle.iconOnly`): "the title of the label is still used for non-visual descriptions".
        for label in [
            AnyView(Label("Close", systemImage: "xmark")), AnyView(Label("Close", systemImage: "xmark").labelStyle(.iconOnly)),
            AnyView(Label("Close", systemImage: "xmark").labelStyle(.titleOnly)),
        ] {
            #expect(ViewHost(label).accessibilityElements.map(\.label) == ["Close"])
        }
    }
}
