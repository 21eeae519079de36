import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessSwiftUI
import ImageEncoding
import SnapshotTesting
import SwiftUICorpus
import Testing

@testable import AirFitSnapshotTesting

/// The sample screen against PNG references at 1x (Tests/RendererTests/__Snapshots__), in both
/// appearances and mid-entrance. Re-record with SNAPSHOT_TESTING_RECORD=all.
@MainActor
struct SampleSnapshotTests {
    @Test func settledLight() {
        assertSnapshot(of: SampleScreen(), as: .headlessImage(appearance: .light, time: 1))
    }

    @Test func settledDark() {
        assertSnapshot(of: SampleScreen(), as: .headlessImage(appearance: .dark, time: 1))
    }

    @Test func midEntrance() {
        assertSnapshot(of: SampleScreen(), as: .headlessImage(time: 0.15))
    }

    @Test func theDiffCountsWhatALookerWouldSee() throws {
        var a = try PixelImage(width: 10, height: 10)
        var b = a
        for y in 0..<10 { for x in 0..<10 { a.set(x: x, y: y, to: .init(red: 200, green: 100, blue: 50, alpha: 255)) } }
        b = a
        b.set(x: 0, y: 0, to: .init(red: 201, green: 100, blue: 50, alpha: 255))
        b.set(x: 1, y: 0, to: .init(red: 0, green: 100, blue: 50, alpha: 255))
        let diff = ImageDiff(a, b, tolerance: 0.02)
        // One level of red is invisible; red gone is not.
        #expect(diff.differingFraction == 0.01)
        #expect(diff.largestDistance > 0.2)
        let strategy = Diffing<PixelImage>.pixelImage(precision: 0.995)
        #expect(strategy.diffV2(a, b) != nil)
        #expect(Diffing<PixelImage>.pixelImage(precision: 0.98).diffV2(a, b) == nil)
    }
}

/// Plain SwiftUI controls (toggle, label, progress view, resizable symbol), light and dark.
@MainActor

struct ControlsSnapshotTests {
    @Test func controlsLight() {
        assertSnapshot(of: ControlsSnippet(), as: .headlessImage(appearance: .light))
    }

    @Test func controlsDark() {
        assertSnapshot(of: ControlsSnippet(), as: .headlessImage(appearance: .dark))
    }

    /// Gauges: the default capacity bar, bounds and value labels, a tint, and a style of one's own.
    @Test func gauges() {
        assertSnapshot(of: GaugeSnippet(), as: .headlessImage(layout: .fixed(width: 393, height: 420)))
    }
}

/// The layouts `.headlessImage(layout:)` renders at.
@MainActor
struct HeadlessSnapshotLayoutTests {
    typealias Strategy = Snapshotting<AnyView, PixelImage>

    /// As swift-snapshot-testing draws a view outside the key window, a device layout shows no
    /// status bar, so a navigation bar starts at the safe area; `drawHierarchyInKeyWindow: true`
    /// puts it under the iPhone 16's 54 pt status bar, 5 pt higher (D280). Both entry points agree.
    @Test func aDeviceSnapshotHasAStatusBarOnlyInTheKeyWindow() throws {
        let page = AnyView(NavigationStack { Color.white.navigationTitle("Log").navigationBarTitleDisplayMode(.inline) })
        func image(_ strategy: Strategy) -> PixelImage? {
            var drawn: PixelImage?
            strategy.snapshot(page).run { drawn = $0 }
            return drawn
        }
        // The rows the title's ink spans: centred at 81 pt without the status bar, 76 with it.
        func inkRows(_ image: PixelImage?) throws -> ClosedRange<Int> {
            let image = try #require(image)
            let rows = (40..<110).filter { y in (150..<243).contains { x in (image[x: x, y: y]?.red ?? 255) < 128 } }
            return try #require(rows.first)...(try #require(rows.last))
        }
        let snapshot = try inkRows(image(.headlessImage(layout: .device(.iPhone16))))
        let convenience = try inkRows(image(.headlessImage(device: .iPhone16)))
        let keyWindow = try inkRows(image(.headlessImage(drawHierarchyInKeyWindow: true, layout: .device(.iPhone16))))
        #expect(snapshot == convenience, "\(snapshot) \(convenience)")
        #expect(abs(Double(snapshot.lowerBound + snapshot.upperBound) / 2 - 81) < 2, "\(snapshot)")
        #expect(snapshot.lowerBound - keyWindow.lowerBound == 5, "\(snapshot) \(keyWindow)")
    }

    @Test func layoutsGiveTheCanvas() {
        let badge = AnyView(Text("New").padding(6).fixedSize())
        #expect(Strategy.device(for: .device(.iPhoneSE), of: badge).size == Device.iPhoneSE.size)
        let fixed = Strategy.device(for: .fixed(width: 120, height: 44), of: badge)
        #expect(fixed.size == CGSize(width: 120, height: 44) && fixed.safeAreaTop == 0)
        // Its own size, rounded up to whole points: "New" at 17 pt plus 12 pt of padding each way.
        let fitted = Strategy.device(for: .sizeThatFits, of: badge)
        #expect(fitted.size.height == (20.33 + 12).rounded(.up) && fitted.size.width > 12 && fitted.size.width < 60)
    }

    /// A snapshot drawn at 3x is laid out on the 3x pixel grid, as iOS lays out on a 3x display: a
    /// one-line `.body` text is 20.33 pt tall there (platform-facts.md, measured on iOS 13 and 18
    /// simulators at 3x), so the third of three stacked lines starts at 40.67 pt (122 px), not at
    /// the 42 pt of whole-point text (issue 37 item 5).
    @Test func aThreeXSnapshotLaysOutOnTheThreeXGrid() throws {
        let lines = AnyView(
            VStack(alignment: .leading, spacing: 0) {
                Text(verbatim: "One")
                Text(verbatim: "Two")
                Rectangle().fill(Color.black).frame(width: 60, height: 10)
            }.frame(width: 60, height: 60, alignment: .top).background(Color.white))
        for layout in [HeadlessSnapshotLayout.fixed(width: 60, height: 60), .sizeThatFits] {
            let canvas = Strategy.device(for: layout, of: lines, scale: 3)
            #expect(canvas.scale == 3)
            var image: PixelImage?
            Strategy.headlessImage(layout: layout, scale: 3).snapshot(lines).run { image = $0 }
            let drawn = try #require(image)
            #expect(drawn.width == 180 && drawn.height == 180)
            // The black bar's first row, right of the text: 2 × 20.33 pt = 40.67 pt = 122 px.
            let top = (0..<drawn.height).first { (drawn[x: 165, y: $0]?.red ?? 255) < 60 }
            #expect(top == 122, "\(layout): the bar starts at pixel row \(top.map(String.init) ?? "none")")
        }
        // At 1x the grid is whole points: each line takes 21 pt.
        var oneX: PixelImage?
        Strategy.headlessImage(layout: .fixed(width: 60, height: 60)).snapshot(lines).run { oneX = $0 }
        let drawn = try #require(oneX)
        #expect((0..<drawn.height).first { (drawn[x: 55, y: $0]?.red ?? 255) < 60 } == 42)
    }
}

/// The language settings of `.headlessImage`: the locale (with its direction) and Xcode's pseudo-languages.
@MainActor
struct HeadlessSnapshotLanguageTests {
    typealias Strategy = Snapshotting<AnyView, PixelImage>

    /// The columns that hold ink (anything darker than the white canvas) in a rendered 200 × 40 row.
    func inkedColumns(_ strategy: Strategy, _ view: some View) -> ClosedRange<Int>? {
        var image: PixelImage?
        strategy.snapshot(AnyView(view.frame(width: 200, height: 40).background(Color.white))).run { image = $0 }
        guard let image else { return nil }
        let columns = (0..<image.width).filter { x in
            (0..<image.height).contains { y in (image[x: x, y: y]?.red ?? 255) < 128 }
        }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    /// Apple, "Preparing views for localization": leading follows the layout direction, which
    /// follows the locale; an Arabic snapshot puts a leading text on the right.
    @Test func theLocaleSetsTheDirection() throws {
        let row = Text(verbatim: "Moves").frame(maxWidth: .infinity, alignment: .leading)
        let english = try #require(inkedColumns(.headlessImage(layout: .fixed(width: 200, height: 40)), row))
        let arabic = try #require(
            inkedColumns(.headlessImage(layout: .fixed(width: 200, height: 40), locale: Locale(identifier: "ar")), row))
        #expect(english.upperBound < 100 && arabic.lowerBound > 100)
        let forced = try #require(
            inkedColumns(
                .headlessImage(layout: .fixed(width: 200, height: 40), locale: Locale(identifier: "ar"), layoutDirection: .leftToRight), row
            ))
        #expect(forced.upperBound < 100)
    }

    /// Xcode's double-length pseudo-language doubles localized text only.
    @Test func doubleLengthDoublesLocalizedText() throws {
        let layout = HeadlessSnapshotLayout.fixed(width: 200, height: 40)
        let key = Text("Sets").frame(maxWidth: .infinity, alignment: .leading)
        let plain = try #require(inkedColumns(.headlessImage(layout: layout), key))
        let doubled = try #require(inkedColumns(.headlessImage(layout: layout, pseudoLanguage: .doubleLength), key))
        #expect(doubled.count > 2 * plain.count)
        let verbatim = Text(verbatim: "Sets").frame(maxWidth: .infinity, alignment: .leading)
        #expect(try #require(inkedColumns(.headlessImage(layout: layout, pseudoLanguage: .doubleLength), verbatim)) == plain)
    }
}
