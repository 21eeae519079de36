import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Renderer
import Testing

/// What animates as a view appears starts from frames measured as the picture is drawn: a hosted
/// view is laid out with the renderer's fonts and on the picture's device from its first layout
/// (before, the host's first layouts used a fixed-advance measurer on an iPhone 16, and a word
/// leaving in a transition was drawn cut to "Tod…" at the start of the tab morph).
@MainActor
struct AppearingFrameTests {
    struct Morph: View {
        @State private var selected = false
        @State private var appeared = false

        var body: some View {
            ZStack {
                Text(selected ? "Train" : "Today")
                    .font(.title)
                    .transition(.opacity)
                    .id(selected)
            }
            .onAppear { appeared = true }
            .onChange(of: appeared) { withAnimation(.linear(duration: 1)) { selected = true } }
        }
    }

    @Test(arguments: [Device.iPhone16, .iPhoneSE])
    func aLeavingWordKeepsTheWidthItIsDrawnAt(device: Device) throws {
        let renderer = try Renderer()
        let settings = RenderSettings(device: device, scale: 1, time: 0.25)
        let host = renderer.host(Morph(), settings: settings)
        #expect(host.device == device)
        host.advance(to: 0.25)
        let items = host.displayList(on: device, at: 0.25, measurer: renderer.measurer)
        let leaving = try #require(
            items.first { item in
                if case let .text(text) = item.content { text.string == "Today" } else { false }
            })
        // The word laid out alone, at rest, with the renderer's fonts.
        let still = renderer.host(Text("Today").font(.title), settings: settings)
        let width = try #require(still.frames(ofText: "Today", in: still.layout(on: device, measurer: renderer.measurer)).first).width
        #expect(abs(leaving.frame.width - width) < 0.01, "leaving \(leaving.frame.width) pt, at rest \(width) pt")
        #expect(leaving.opacity > 0.5 && leaving.opacity < 1)
    }
}
