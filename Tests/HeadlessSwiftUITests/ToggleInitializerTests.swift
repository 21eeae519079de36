import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUICorpus
import Testing

@testable import HeadlessSwiftUI

/// A style that only tints the standard switch, as Apple's `Toggle(_:)` documentation describes:
/// "useful for custom toggle styles that only modify the current toggle style".
private struct OrangeSwitch: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).tint(Color(red: 1, green: 0.5, blue: 0))
    }
}

/// Toggle's initializers beyond a text title (Apple: `Toggle`): `init(_:)` from a style's
/// configuration (iOS 13) and `init(_:systemImage:isOn:)` (iOS 14), which compiled nowhere here.
@MainActor
struct ToggleInitializerTests {
    func trackPaint(_ view: some View) -> DisplayPaint? { SwitchTrack.paints(view).first }

    /// A style's `Toggle(configuration)` draws the standard switch with the configuration's label and
    /// state, once: the style's own tint fills its track when on, and off it keeps its gray.
    @Test func aStyleDrawsTheStandardSwitchFromItsConfiguration() {
        let orange = DisplayPaint.color(red: 1, green: 0.5, blue: 0, opacity: 1)
        #expect(trackPaint(Toggle("Sync", isOn: .constant(true)).toggleStyle(OrangeSwitch())) == orange)
        #expect(trackPaint(Toggle("Sync", isOn: .constant(false)).toggleStyle(OrangeSwitch())).map { $0 != orange } == true)
        let host = ViewHost(Toggle("Sync", isOn: .constant(true)).toggleStyle(OrangeSwitch()))
        let tracks = host.displayList(on: .iPhone16).filter { $0.frame.size == CGSize(width: 51, height: 31) }
        #expect(tracks.count == 1 && host.accessibilityElements.map(\.label) == ["Sync"], "\(tracks.count)")
    }

    /// A style's toggle turns its configuration's binding: tapping the switch turns the state on.
    @Test func aStylesToggleTurnsTheConfigurationsBinding() throws {
        final class Box { var isOn = false }
        let box = Box()
        let host = ViewHost(Toggle("Sync", isOn: Binding(get: { box.isOn }, set: { box.isOn = $0 })).toggleStyle(OrangeSwitch()))
        let result = host.layout(on: .iPhone16)
        let track = try #require(result.frames.values.first { $0.size == CGSize(width: 51, height: 31) })
        try host.tap(at: CGPoint(x: track.midX, y: track.midY))
        #expect(box.isOn)
    }

    /// `Toggle(_:systemImage:isOn:)` labels the switch with the title and the symbol before it.
    @Test func aToggleWithASystemImageShowsTheSymbolAndTitle() {
        let host = ViewHost(Toggle("Airplane Mode", systemImage: "airplane", isOn: .constant(false)))
        let symbols = host.displayList(on: .iPhone16).compactMap { item -> String? in
            if case let .symbol(name, _, _, _, _) = item.content { name } else { nil }
        }
        #expect(symbols == ["airplane"])
        #expect(host.accessibilityElements.map(\.label) == ["Airplane Mode"])
    }

    /// The corpus's settings form, which Apple's SDKs compile too: two symbol-labelled switches, the
    /// second in a style that wraps the standard switch and tints it orange while it is on.
    @Test func theCorpusFormDrawsBothSwitches() {
        let symbols = ViewHost(ToggleLabelsSnippet()).displayList(on: .iPhone16).compactMap { item -> String? in
            if case let .symbol(name, _, _, _, _) = item.content { name } else { nil }
        }
        let tracks = SwitchTrack.paints(ToggleLabelsSnippet())
        #expect(symbols == ["airplane", "wifi"])
        #expect(tracks.count == 2 && tracks[1] == trackPaint(Toggle("Wi-Fi", isOn: .constant(true)).tint(.orange)), "\(tracks)")
    }
}
