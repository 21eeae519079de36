import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// `accessibilityRepresentation(representation:)` and `accessibilityChildren(children:)` (Apple,
/// iOS 15): VoiceOver reads the representation in place of a custom control, and synthetic
/// children in place of a view's own; neither is drawn, and their elements are outlined by the
/// modified view's frame.
@MainActor
struct AccessibilityRepresentationTests {
    /// A switch drawn with shapes, represented as the system toggle.
    struct PillSwitch: View {
        @Binding var isOn: Bool

        var body: some View {
            Capsule().fill(isOn ? Color.green : Color.gray).frame(width: 50, height: 30)
                .accessibilityRepresentation { Toggle("Wi-Fi", isOn: $isOn) }
        }
    }

    @Test func aCustomControlReadsAsItsRepresentation() throws {
        let host = ViewHost(PillSwitch(isOn: .constant(true)))
        let elements = host.accessibilityElements(in: host.layout(on: .iPhone16))
        #expect(elements.count == 1, "\(elements.map(\.element))")
        let toggle = try #require(elements.first)
        #expect(toggle.element.label == "Wi-Fi" && toggle.element.traits.contains("toggle"), "\(toggle.element)")
        // Outlined by the capsule; the toggle itself is not drawn.
        #expect(toggle.frame?.size == CGSize(width: 50, height: 30))
        let texts = host.displayList(on: .iPhone16).filter { if case .text = $0.content { true } else { false } }
        #expect(texts.isEmpty)
    }

    @Test func syntheticChildrenReplaceAViewsOwn() {
        let chart = HStack {
            Rectangle().frame(width: 10, height: 40)
            Rectangle().frame(width: 10, height: 20)
            Text("Legend")
        }
        .accessibilityChildren {
            Text("Monday, 4 km")
            Text("Tuesday, 2 km")
        }
        let host = ViewHost(chart)
        #expect(host.accessibilityElements.map(\.label) == ["Monday, 4 km", "Tuesday, 2 km"])
    }
}
