import Foundation
import HeadlessLayout
import HeadlessSwiftUI
import ImageEncoding
import Renderer
import Testing

/// The distance a text keeps from a view that is not text, measured on iOS 18.1 (D314):
/// HymnalDreamTeam/Hymns-iOS's `ErrorView` reference (`HymnsSnapshotTests/__Snapshots__/18.1/
/// PreviewTests/ErrorView_0-iPhone-16-Pro.1.png`: 390 × 844 pt at 2x, the Medium text size, no safe
/// area). A `.headline` title padded on every side stands over a `.callout` paragraph in a centred
/// `VStack`; their capitals' tops are 41.5 pt apart on iOS (421.5 and 463.0 pt). The padded edge is
/// another view's, so the paragraph keeps its own distance above it: SF Pro's descender at 15 pt
/// (3.62 pt) plus a tenth of its line height rounded up to the pixel (2.0 pt), where the layer
/// kept the platform's 8 pt and put the paragraph 2 pt lower.
@MainActor
struct TextSpacingFacts {
    static let device = Device(
        name: "Prefire 390 × 844", size: CGSize(width: 390, height: 844), scale: 2, safeAreaTop: 0, safeAreaBottom: 0,
        maximumFramesPerSecond: 60)

    /// The tops of the runs of rows with ink, in points.
    func inkTops(_ image: PixelImage) -> [CGFloat] {
        var tops: [CGFloat] = []
        var inside = false
        for y in 0..<image.height {
            let inked = (0..<image.width).contains { (image[x: $0, y: y]?.red ?? 255) < 160 }
            if inked && !inside { tops.append(CGFloat(y) / 2) }
            inside = inked
        }
        return tops
    }

    @Test func aParagraphUnderAPaddedTitleKeepsItsDistanceAboveIt() throws {
        var settings = RenderSettings(device: Self.device)
        settings.dynamicTypeSize = .medium
        let image = try Renderer().render(
            VStack(alignment: .center) {
                Text("Well, this is unexpected").font(.headline).padding()
                Text("An error has occurred. Please try again. You can also send feedback and we’ll look into the issue.")
                    .lineLimit(nil).multilineTextAlignment(.center).font(.callout).padding(.horizontal)
            }, settings: settings)
        let tops = inkTops(image)
        try #require(tops.count >= 3, "\(tops)")
        // Title, the paragraph's first line, its second line.
        #expect(abs(tops[1] - tops[0] - 41.5) <= 0.5, "\(tops)")
        #expect(abs(tops[2] - tops[1] - 20) <= 0.5, "\(tops)")
    }
}
