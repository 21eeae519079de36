import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// `ColorPicker` (Apple, iOS 14: "a control used to select a color from the system color picker
/// UI"): the label leading, the color well trailing with the chosen color in its middle, read by
/// VoiceOver as one button named by the label.
@MainActor
struct ColorPickerTests {
    struct Settings: View {
        @State private var accent = Color(red: 0, green: 0.5, blue: 1)

        var body: some View {
            VStack {
                ColorPicker("Accent", selection: $accent)
                ColorPicker("Hidden label", selection: $accent, supportsOpacity: false).labelsHidden()
            }
        }
    }

    /// The filled circles of the display list: the chosen color's discs, by frame.
    func discs(_ host: ViewHost) -> [CGRect] {
        host.displayList(on: .iPhone16).compactMap { item -> CGRect? in
            guard case let .shape(_, paint, nil) = item.content, case let .color(red, green, blue, _) = paint,
                abs(red) < 1e-6, abs(green - 0.5) < 1e-6, abs(blue - 1) < 1e-6
            else { return nil }
            return item.frame
        }
    }

    @Test func theWellShowsTheChosenColorAtTheTrailingEdge() throws {
        let host = ViewHost(Settings())
        let found = discs(host)
        #expect(found.count == 2)
        let labelled = try #require(found.first)
        // A 28 pt well at the trailing edge of the row; the disc 6 pt inside it.
        #expect(labelled.maxX == 393 - 6 && labelled.width == 16, "\(labelled)")
        // Without its label the well stands alone, centred in the stack.
        let alone = try #require(found.last)
        #expect(abs(alone.midX - 393 / 2) < 1e-9, "\(alone)")
    }

    @Test func voiceOverReadsOneButtonNamedByTheLabel() {
        let host = ViewHost(Settings())
        let element = host.accessibilityElements.first { $0.label == "Accent" }
        #expect(element?.traits.contains("button") == true)
        #expect(host.accessibilityElements.filter { $0.label == "Accent" }.count == 1)
    }
}
