import DesignTokens
import Foundation
import ImageEncoding

/// How two images differ: the share of pixels that look different (ΔE_OK over the tolerance,
/// composited over white) and the largest difference.
public struct ImageDiff: Equatable, Sendable {
    public let differingFraction: Double
    public let largestDistance: Double

    /// Compares two images of one size; `tolerance` is the ΔE_OK under which pixels count as equal
    /// (0.02 is about a just-noticeable difference).
    public init(_ reference: PixelImage, _ actual: PixelImage, tolerance: Double) {
        // Equal pixels (the usual case) are found with one comparison of the buffers; otherwise
        // pixels are compared as 32-bit words and only differing ones converted to OKLab.
        let identical =
            reference.pixels.count == actual.pixels.count
            && reference.pixels.withUnsafeBytes { a in
                actual.pixels.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
            }
        guard !identical else {
            (differingFraction, largestDistance) = (0, 0)
            return
        }
        var differing = 0
        var largest = 0.0
        let (width, height) = (min(reference.width, actual.width), min(reference.height, actual.height))
        reference.pixels.withUnsafeBytes { referenceBytes in
            actual.pixels.withUnsafeBytes { actualBytes in
                let a = referenceBytes.bindMemory(to: UInt32.self)
                let b = actualBytes.bindMemory(to: UInt32.self)
                for y in 0..<height {
                    for x in 0..<width where a[y * reference.width + x] != b[y * actual.width + x] {
                        let distance = Self.color(reference, x, y).okLab.distance(to: Self.color(actual, x, y).okLab)
                        largest = max(largest, distance)
                        if distance > tolerance { differing += 1 }
                    }
                }
            }
        }
        differingFraction = Double(differing) / Double(max(reference.width * reference.height, 1))
        largestDistance = largest
    }

    /// A pixel over white, as it shows on a page.
    static func color(_ image: PixelImage, _ x: Int, _ y: Int) -> SRGBColor {
        let i = (y * image.width + x) * 4
        let white = 255 - Double(image.pixels[i + 3])
        return SRGBColor(
            red: (Double(image.pixels[i + 2]) + white) / 255, green: (Double(image.pixels[i + 1]) + white) / 255,
            blue: (Double(image.pixels[i]) + white) / 255)
    }

    /// An image of where two images differ: differing pixels in magenta over a faded reference.
    public static func picture(_ reference: PixelImage, _ actual: PixelImage, tolerance: Double) -> PixelImage? {
        guard reference.width == actual.width, reference.height == actual.height,
            var picture = try? PixelImage(width: reference.width, height: reference.height)
        else { return nil }
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let a = color(reference, x, y)
                let b = color(actual, x, y)
                let differs = a.okLab.distance(to: b.okLab) > tolerance
                let faded = UInt8((0.25 * (a.red * 0.2126 + a.green * 0.7152 + a.blue * 0.0722) + 0.75) * 255)
                picture.set(
                    x: x, y: y,
                    to: differs
                        ? .init(red: 255, green: 0, blue: 255, alpha: 255)
                        : .init(red: faded, green: faded, blue: faded, alpha: 255))
            }
        }
        return picture
    }
}
