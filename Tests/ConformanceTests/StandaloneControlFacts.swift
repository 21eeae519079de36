import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Facts about controls on their own (outside lists) on iOS 18.2, measured on HymnalDreamTeam/
/// Hymns-iOS's public Prefire references (`HymnsSnapshotTests/__Snapshots__/18.2/PreviewTests`,
/// 390 pt wide at 2x; fitted component previews at the Large text size, screens at Medium, D288).
@MainActor
struct StandaloneControlFacts {
    static let device = Device(
        name: "Prefire 390 × 844", size: CGSize(width: 390, height: 844), scale: 2, safeAreaTop: 0, safeAreaBottom: 0,
        maximumFramesPerSecond: 60)

    func symbols(_ host: ViewHost) -> [(name: String, frame: CGRect, ink: CGRect?)] {
        host.displayList(on: Self.device).compactMap { item in
            if case let .symbol(name, _, _, _, ink) = item.content {
                (name, item.frame, ink.map { $0.offsetBy(dx: item.frame.minX, dy: item.frame.minY) })
            } else {
                nil
            }
        }
    }

    /// `AudioSlider` (`.padding()`): the `.subheadline` time under the slider has its digits' ink
    /// from 50.5 pt, so its line starts 47 pt down, 31 pt under the slider's top at 16 pt; the
    /// whole preview is 81 pt tall. The track's 4 pt run from 30 to 34 pt.
    @Test func aSliderIsThirtyOnePointsTall() throws {
        struct Scrubber: View {
            @State var elapsed = 12.0
            var body: some View {
                VStack(spacing: 0) {
                    Slider(value: $elapsed, in: 0...100, onEditingChanged: { _ in }, label: { Text("Song progress slider") })
                    HStack {
                        Text("00:12").font(.subheadline)
                        Spacer()
                        Text("01:40").font(.subheadline)
                    }
                }
                .padding()
            }
        }
        let (host, result) = try ConformanceHost.layout(
            Scrubber().frame(width: 390).fixedSize(horizontal: false, vertical: true), on: Self.device)
        let time = try #require(host.frames(ofText: "00:12", in: result).first)
        let top = (844 - (32 + 31 + time.height)) / 2
        #expect(abs(time.minY - top - 47) < 0.5, "\(time), content from \(top)")
        let track = try #require(host.displayList(on: Self.device).first { $0.frame.height == 4 }).frame
        #expect(abs(track.midY - top - 32) < 0.75, "\(track)")
    }

    /// `FontPicker`: an `HStack` of two symbols around a stepped slider, `.padding(.horizontal)`,
    /// is a 31 pt tall preview.
    @Test func aSliderBetweenSymbolsIsAThirtyOnePointRow() throws {
        let row = HStack {
            Image(systemName: "textformat.size.smaller")
            Slider(value: .constant(18.0), in: 13...24, step: 1)
            Image(systemName: "textformat.size.larger")
        }
        .padding(.horizontal)
        let (_, result) = try ConformanceHost.layout(row.frame(width: 390).fixedSize(horizontal: false, vertical: true), on: Self.device)
        let frames = result.frames.values.filter { abs($0.width - 390) < 0.01 }
        #expect(frames.contains { abs($0.height - 31) < 0.01 }, "\(frames.map(\.height).sorted())")
    }

    /// `RepeatChorusView` (`.padding()`): the switch spans 325 to 376 pt, 2 pt past the padded edge
    /// at 374.
    @Test func aSwitchReachesTwoPointsPastItsEdge() throws {
        let toggle = Toggle(isOn: .constant(true)) {
            VStack(alignment: .leading, spacing: 5) {
                Text("Repeat chorus")
                Text("For songs with only one chorus, repeat the chorus after every verse.").font(.caption)
            }
        }
        .padding()
        let (host, _) = try ConformanceHost.layout(toggle.frame(width: 390).fixedSize(horizontal: false, vertical: true), on: Self.device)
        let track = try #require(host.displayList(on: Self.device).first { $0.frame.size == CGSize(width: 51, height: 31) }).frame
        #expect(abs(track.minX - 325) < 0.01 && abs(track.maxX - 376) < 0.01, "\(track)")
    }

    /// `PreferredSearchLanguageView` (at Medium): a menu picker trailing a padded row ends its
    /// `chevron.up.chevron.down` ink at 360.5 pt, 13.5 pt inside the padded edge at 374: UIButton's
    /// 12 pt and the symbol's side bearing.
    @Test func aMenuPickerKeepsTwelvePointsBesideItsChevron() throws {
        let row = HStack {
            VStack(alignment: .leading, spacing: 5) {
                Text("Preferred search language")
                Text("Language of hymns displayed when only a number is entered into the search bar.").font(.caption)
            }
            Spacer()
            Picker("Preferred search language", selection: .constant("Spanish")) {
                ForEach(["English", "Spanish"], id: \.self) { Text($0).tag($0) }
            }
        }
        .padding()
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .medium
        let (host, _) = try ConformanceHost.layout(row, on: Self.device, environment: environment)
        let chevron = try #require(symbols(host).first { $0.name == "chevron.up.chevron.down" })
        let ink = try #require(chevron.ink)
        #expect(abs(ink.maxX - 360.5) < 1, "\(ink)")
    }
}
