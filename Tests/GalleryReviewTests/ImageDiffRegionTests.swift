import DesignTokens
import ImageEncoding
import Testing

@testable import ImageComparison

/// `ImageDiff`'s largest changed region and the shared threshold.
struct ImageDiffRegionTests {
    @Test func theLargestRegionIsTheBiggestGroupOfChangedCells() throws {
        let before = try TestPictures.image()
        // A 30 × 20 block and, far from it, a 2 × 2 speck.
        let after = try TestPictures.image(rectangles: [(100, 50, 30, 20), (10, 140, 2, 2)])
        let diff = ImageDiff(before, after, tolerance: PerceptualThreshold.snapshot.tolerance)
        #expect(diff.differingFraction == Double(30 * 20 + 4) / Double(200 * 160))
        // Cells of 16 px: x 100…129 is cells 6…8, y 50…69 is cells 3…4.
        #expect(diff.largestRegion == PixelRegion(x: 96, y: 48, width: 48, height: 32))
    }

    @Test func touchingCellsFormOneRegionAndItIsClippedToTheImage() throws {
        let before = try TestPictures.image(width: 50, height: 40)
        // Two blocks whose cells touch at a corner, the second running to the image's edge.
        let after = try TestPictures.image(width: 50, height: 40, rectangles: [(0, 0, 10, 10), (20, 18, 30, 22)])
        let diff = ImageDiff(before, after, tolerance: 0.02)
        #expect(diff.largestRegion == PixelRegion(x: 0, y: 0, width: 50, height: 40))
    }

    @Test func identicalImagesHaveNoRegion() throws {
        let image = try TestPictures.image()
        let diff = ImageDiff(image, image, tolerance: 0.02)
        #expect(diff.differingFraction == 0)
        #expect(diff.largestRegion == nil)
    }

    /// The table-driven conversion gives `SRGBColor.okLab`'s values to the last bit, so the
    /// snapshot tests' verdicts did not move when it replaced it.
    @Test func theFastConversionIsSRGBColorsOwn() {
        var converter = PixelOKLab()
        var checked = 0
        for alpha in stride(from: 0, through: 255, by: 51) {
            for value in stride(from: 0, through: alpha, by: 7) {
                let (blue, green, red) = (value, alpha - value, value / 2)
                let word = UInt32(blue) | UInt32(green) << 8 | UInt32(red) << 16 | UInt32(alpha) << 24
                let white = 255 - Double(alpha)
                let expected = SRGBColor(
                    red: (Double(red) + white) / 255, green: (Double(green) + white) / 255, blue: (Double(blue) + white) / 255
                ).okLab
                // Twice: once computed, once from the cache.
                #expect(converter.lab(word) == expected)
                #expect(converter.lab(word) == expected)
                checked += 1
            }
        }
        #expect(checked == 113)
    }

    @Test func theSnapshotThresholdIsTheSnapshotTestsOne() {
        // The values AirFitSnapshotTesting's `pixelImage` strategy defaults to.
        #expect(PerceptualThreshold.snapshot.tolerance == 0.02)
        #expect(PerceptualThreshold.snapshot.allowedFraction == 0.001)
        #expect(PerceptualThreshold.snapshot.description == "differences over ΔE_OK 0.02 in more than 0.1% of the pixels")
    }
}
