import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// `Toggle`, `Label` and `ProgressView` with their styles, as iOS lays them out (UIKit's
/// `UISwitch` is 51 × 31 pt; `UIProgressView`'s default bar is 4 pt tall; Apple: `ToggleStyle`,
/// `LabelStyle`, `ProgressViewStyle`).
@MainActor
struct ControlTests {
    @Test func aToggleIsASwitchThatTurns() throws {
        let host = ViewHost(ToggleProbe())
        let result = host.layout(on: .iPhone16)
        let items = host.displayList(on: .iPhone16)
        // The track: a 51 × 31 capsule at the trailing edge, 2 pt past it as on iOS 18.2 (D288),
        // gray while off.
        let track = try #require(items.first { $0.frame.size == CGSize(width: 51, height: 31) })
        #expect(abs(track.frame.maxX - (393 + 2)) < 1e-9)
        let title = try #require(host.frames(ofText: "Haptics", in: result).first)
        #expect(abs(title.minX) < 1e-9)
        #expect(host.accessibilityElements.first { $0.label == "Haptics" }?.value == "0")
        try host.tap("Haptics")
        #expect(host.accessibilityElements.first { $0.label == "Haptics" }?.value == "1")
        // On: the track is the system green and the 27 pt knob sits 2 pt from its trailing end.
        let on = host.displayList(on: .iPhone16)
        let green = DisplayPaint.color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, opacity: 1)
        #expect(on.contains { if case .shape(_, green, nil) = $0.content { $0.frame.size.width == 51 } else { false } })
        let knob = try #require(on.first { $0.frame.size == CGSize(width: 27, height: 27) })
        #expect(abs(knob.frame.maxX - (393 + 2 - 2)) < 1e-9)
    }

    @Test func aStyledToggleAndHiddenLabels() throws {
        let hidden = ViewHost(Toggle("Haptics", isOn: .constant(true)).labelsHidden().frame(width: 200))
        #expect(hidden.frames(ofText: "Haptics", in: hidden.layout(on: .iPhone16)).isEmpty)
        let styled = ViewHost(Toggle("Haptics", isOn: .constant(true)).toggleStyle(CheckStyle()))
        let texts = styled.displayList(on: .iPhone16).compactMap { if case let .text(t) = $0.content { t.string } else { nil } }
        #expect(texts == ["✓ ", "Haptics"])
    }

    @Test func aLabelIsIconThenTitle() throws {
        let host = ViewHost(Label("Streak", systemImage: "flame.fill"))
        let result = host.layout(on: .iPhone16)
        let title = try #require(host.frames(ofText: "Streak", in: result).first)
        let icon = try #require(host.displayList(on: .iPhone16).first { if case .symbol = $0.content { true } else { false } })
        #expect(abs(title.minX - icon.frame.maxX - 8) < 1e-9)
        let iconOnly = ViewHost(Label("Streak", systemImage: "flame.fill").labelStyle(.iconOnly))
        #expect(iconOnly.frames(ofText: "Streak", in: iconOnly.layout(on: .iPhone16)).isEmpty)
        let titleOnly = ViewHost(Label("Streak", systemImage: "flame.fill").labelStyle(.titleOnly))
        #expect(!titleOnly.displayList(on: .iPhone16).contains { if case .symbol = $0.content { true } else { false } })
    }

    @Test func aProgressBarFillsToItsFraction() throws {
        let host = ViewHost(ProgressView("Upload", value: 30.0, total: 120).frame(width: 200))
        let items = host.displayList(on: .iPhone16)
        let bars = items.filter { $0.frame.height == 4 }.map(\.frame)
        #expect(bars.map(\.width).sorted() == [50, 200])
        #expect(host.accessibilityElements.first { $0.label == "Upload" }?.value == "25 percent")
        // Without a value: a spinner of eight spokes.
        let spinner = ViewHost(ProgressView()).displayList(on: .iPhone16)
        #expect(spinner.filter { $0.frame.size == CGSize(width: 2.5, height: 6) }.count == 8)
    }

    /// A style that only adds to the standard look draws `ProgressView(configuration)` (Apple:
    /// `ProgressView.init(_:)`, "useful for custom progress view styles that only modify the
    /// current style"): the bar at its fraction with its label, and the style's own addition.
    @Test func aStyleWrapsTheStandardProgressView() throws {
        let host = ViewHost(ProgressView("Upload", value: 30.0, total: 120).progressViewStyle(FramedProgress()).frame(width: 200))
        let items = host.displayList(on: .iPhone16)
        // The 200 pt frame holds the style's 4 pt padding around a 192 pt bar, a quarter filled.
        #expect(items.filter { $0.frame.height == 4 }.map(\.frame.width).sorted() == [48, 192])
        #expect(host.frames(ofText: "Upload", in: host.layout(on: .iPhone16)).count == 1)
        #expect(items.contains { $0.frame.width == 200 && $0.frame.height > 4 })
        // Without a value, the spinner: the configuration keeps it indeterminate.
        let spinner = ViewHost(ProgressView().progressViewStyle(FramedProgress())).displayList(on: .iPhone16)
        #expect(spinner.filter { $0.frame.size == CGSize(width: 2.5, height: 6) }.count == 8)
    }
}

/// The standard progress view on a 4 pt wider background.
private struct FramedProgress: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).padding(4).background(Color.yellow)
    }
}

@MainActor
private struct ToggleProbe: View {
    @State private var on = false
    var body: some View {
        Toggle("Haptics", isOn: $on)
    }
}

private struct CheckStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text(configuration.isOn ? "✓ " : "")
            configuration.label
        }
    }
}
