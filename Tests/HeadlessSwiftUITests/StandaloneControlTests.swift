import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// Controls on their own, outside a list, measured on iOS 18.2 (HymnalDreamTeam/Hymns-iOS's Prefire
/// references `AudioSlider`, `FontPicker`, `RepeatChorusView` and `PreferredSearchLanguageView`,
/// D288): a slider is 31 pt tall, a menu picker keeps 12 pt beside its choice, a switch reaches
/// 2 pt past its trailing edge; and `Slider`'s older initializers, which those views use.
@MainActor
struct StandaloneControlTests {
    struct Scrubber: View {
        @State var elapsed = 12.0
        var body: some View {
            VStack(spacing: 0) {
                Slider(value: $elapsed, in: 0...100, onEditingChanged: { _ in }, label: { Text("Song progress") })
                Text("00:12")
            }
        }
    }

    @Test func aSliderIsThirtyOnePointsTallWithItsThumbCentred() throws {
        let host = ViewHost(Scrubber())
        let result = host.layout(on: .iPhone16)
        let items = host.displayList(on: .iPhone16)
        let thumb = try #require(items.first { abs($0.frame.width - 28) < 1e-6 && abs($0.frame.height - 28) < 1e-6 }).frame
        let time = try #require(host.frames(ofText: "00:12", in: result).first)
        // The text under the slider starts 31 pt under the slider's top, the thumb's centre 15.5 pt.
        #expect(abs(time.minY - (thumb.midY - 15.5) - 31) < 1e-6, "\(thumb) \(time)")
        let track = try #require(items.first { $0.frame.height == 4 }).frame
        #expect(abs(track.midY - thumb.midY) < 1e-6)
    }

    @Test func aSliderInAListRowKeepsItsThumbsHeight() throws {
        let host = ViewHost(List { Slider(value: .constant(0.5)) })
        let items = host.displayList(on: .iPhone16)
        let thumb = try #require(items.first { abs($0.frame.width - 28) < 1e-6 && abs($0.frame.height - 28) < 1e-6 }).frame
        let row = try #require(items.first { abs($0.frame.height - 50) < 1e-6 && $0.frame.width > 300 })
        #expect(abs(row.frame.midY - thumb.midY) < 1e-6, "\(row.frame) \(thumb)")
    }

    @Test func theOlderSliderSpellingsSetTheValueAndReadTheLabel() throws {
        var elapsed = 25.0
        let binding = Binding(get: { elapsed }, set: { elapsed = $0 })
        let labelled = ViewHost(Slider(value: binding, in: 0...100, onEditingChanged: { _ in }) { Text("Progress") })
        #expect(labelled.accessibilityElements.first?.label == "Progress")
        #expect(labelled.accessibilityElements.first?.value == "25%")
        let stepped = ViewHost(Slider(value: binding, in: 0...100, step: 10, onEditingChanged: { _ in }) { Text("Seconds") })
        try stepped.adjust("Seconds", .increment)
        #expect(elapsed == 40, "25 + 10% of 100 = 35, stepped to 40")
        let ends = ViewHost(
            Slider(value: binding, in: 0...100, onEditingChanged: { _ in }, minimumValueLabel: Text("0"), maximumValueLabel: Text("100")) {
                Text("Volume")
            })
        let drawn = ends.drawnTexts().map(\.string)
        #expect(drawn.contains("0") && drawn.contains("100"), "\(drawn)")
        #expect(ends.accessibilityElements.first?.label == "Volume")
    }

    @Test func aMenuPickerOnItsOwnKeepsTwelvePointsBesideItsChoice() throws {
        let picker = Picker("Language", selection: .constant("Spanish")) {
            ForEach(["English", "Spanish"], id: \.self) { Text($0).tag($0) }
        }
        let host = ViewHost(
            HStack {
                Spacer()
                picker
            })
        let chevron = try #require(
            host.displayList(on: .iPhone16).first { if case .symbol = $0.content { true } else { false } }
        ).frame
        #expect(abs(chevron.maxX - (393 - 12)) < 1e-6, "\(chevron)")
        let inForm = ViewHost(Form { picker })
        let formChevron = try #require(
            inForm.displayList(on: .iPhone16).first { if case .symbol = $0.content { true } else { false } }
        ).frame
        #expect(abs(formChevron.maxX - (393 - 20 - 20)) < 1e-6, "in a form the row's inset places it: \(formChevron)")
    }
}
