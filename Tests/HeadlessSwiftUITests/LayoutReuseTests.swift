import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Synchronization
import Testing

/// A host lays a tree out once per change: a picture's drawing and its layout check share one
/// layout, and any change to the tree, the device, the scroll offset or the measurer lays out anew.
@MainActor
struct LayoutReuseTests {
    /// A measurer that counts what it is asked to measure (a class, so a host can know it again).
    final class CountingMeasurer: TextMeasuring {
        let count = Mutex(0)
        func measure(_ text: String, font: ResolvedFont, maxWidth: CGFloat?, lineLimit: Int?) -> TextMeasurement {
            count.withLock { $0 += 1 }
            return FixedAdvanceTextMeasurer().measure(text, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
        }
        var measured: Int { count.withLock { $0 } }
    }

    @MainActor
    struct Counter: View {
        @State private var count = 1
        var body: some View {
            VStack {
                Text(String(repeating: "word ", count: count))
                Button("More") { count += 40 }
            }
        }
    }

    @Test func theSameTreeIsLaidOutOnceAndAChangeLaysItOutAgain() throws {
        let host = ViewHost(Counter())
        let measurer = CountingMeasurer()
        let first = host.layout(on: .iPhone16, measurer: measurer)
        let measuredOnce = measurer.measured
        #expect(measuredOnce > 0)
        let again = host.layout(on: .iPhone16, measurer: measurer)
        #expect(measurer.measured == measuredOnce)
        #expect(again.frames == first.frames)
        // Another device, another scroll offset, another measurer: each is a layout of its own.
        _ = host.layout(on: .iPhoneSE, measurer: measurer)
        #expect(measurer.measured > measuredOnce)
        let afterDevice = measurer.measured
        _ = host.layout(on: .iPhone16, measurer: measurer, scrollOffset: CGPoint(x: 0, y: 10))
        #expect(measurer.measured > afterDevice)
        let other = CountingMeasurer()
        _ = host.layout(on: .iPhone16, measurer: other)
        #expect(other.measured > 0)
        // A state change: the text grows to several lines, and the new layout shows it.
        let before = try #require(host.frames(ofText: "word ", in: host.layout(on: .iPhone16, measurer: measurer)).first)
        let beforeTap = measurer.measured
        try host.tap("More")
        let content = String(repeating: "word ", count: 41)
        let after = try #require(host.frames(ofText: content, in: host.layout(on: .iPhone16, measurer: measurer)).first)
        #expect(measurer.measured > beforeTap)
        #expect(after.height > before.height * 2)
    }
}
