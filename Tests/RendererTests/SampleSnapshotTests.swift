import DesignTokens
import ImageEncoding
import SnapshotSupport
import SnapshotTesting
import SwiftUICorpus
import Testing

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
}
