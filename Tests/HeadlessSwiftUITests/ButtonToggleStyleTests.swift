import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// `toggleStyle(.button)` (iOS 15): a button with the toggle's label as its title that "indicates
/// the on state by filling in the background with its tint color" (Apple); a tap turns it.
@MainActor
struct ButtonToggleStyleTests {
    struct Flag: View {
        @State private var isFlagged = false
        var body: some View {
            Toggle("Flag", isOn: $isFlagged).toggleStyle(.button).tint(.orange)
        }
    }

    /// The shapes drawn filled (not stroked), as paints.
    func fills(_ host: ViewHost) -> [DisplayPaint] {
        host.displayList(on: .iPhone16).compactMap { item -> DisplayPaint? in
            if case let .shape(_, paint, stroke) = item.content, stroke == nil { paint } else { nil }
        }
    }

    /// Whether `paint` is iOS's light system orange (255, 149, 0), opaque.
    func isOrange(_ paint: DisplayPaint) -> Bool {
        guard case let .color(red, green, blue, opacity) = paint else { return false }
        return abs(red - 1) < 0.01 && abs(green - 149.0 / 255) < 0.01 && blue < 0.01 && opacity == 1
    }

    @Test func onFillsTheButtonWithTheTintAndATapTurnsIt() throws {
        let host = ViewHost(Flag())
        // Off: the label alone, in the tint; no fill behind it.
        #expect(fills(host).isEmpty)
        #expect(host.accessibilityElements.first?.value == "0")
        #expect(host.accessibilityElements.first?.traits.contains("toggle") == true)
        try host.tap("Flag")
        // On: the tint fills the button's rounded background.
        #expect(fills(host).contains(where: isOrange))
        #expect(host.accessibilityElements.first?.value == "1")
        try host.tap("Flag")
        #expect(fills(host).isEmpty)
    }
}
