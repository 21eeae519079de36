import DesignTokens
import Foundation
import ImageEncoding

/// How two images of one size differ: the share of pixels that look different (ΔE_OK over the
/// tolerance, composited over white), the largest difference, and the largest connected region of
/// changed pixels.
public struct ImageDiff: Equatable, Sendable {
    /// The share of pixels, 0…1, whose difference is over the tolerance.
    public let differingFraction: Double
    /// The largest ΔE_OK between two pixels at one position.
    public let largestDistance: Double
    /// The bounding box of the largest group of changed pixels, or nil when none changed: changed
    /// pixels are gathered in cells of `regionCell` × `regionCell` pixels, and cells that touch
    /// (edges or corners) form one group.
    public let largestRegion: PixelRegion?

    /// The side of the cells `largestRegion` groups changed pixels in: 16 px, so two changes a few
    /// pixels apart (the strokes of one word) count as one region.
    public static let regionCell = 16

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
            (differingFraction, largestDistance, largestRegion) = (0, 0, nil)
            return
        }
        var differing = 0
        var largest = 0.0
        let (width, height) = (min(reference.width, actual.width), min(reference.height, actual.height))
        let cell = Self.regionCell
        var cells = CellGrid(columns: (width + cell - 1) / cell, rows: (height + cell - 1) / cell)
        var lab = PixelOKLab()
        reference.pixels.withUnsafeBytes { referenceBytes in
            actual.pixels.withUnsafeBytes { actualBytes in
                let a = referenceBytes.bindMemory(to: UInt32.self)
                let b = actualBytes.bindMemory(to: UInt32.self)
                for y in 0..<height {
                    for x in 0..<width where a[y * reference.width + x] != b[y * actual.width + x] {
                        let distance = lab.lab(a[y * reference.width + x]).distance(to: lab.lab(b[y * actual.width + x]))
                        largest = max(largest, distance)
                        if distance > tolerance {
                            differing += 1
                            cells.mark(column: x / cell, row: y / cell)
                        }
                    }
                }
            }
        }
        differingFraction = Double(differing) / Double(max(reference.width * reference.height, 1))
        largestDistance = largest
        largestRegion = cells.largestGroup().map { box in
            let x = box.column * cell
            let y = box.row * cell
            return PixelRegion(x: x, y: y, width: min(box.columns * cell, width - x), height: min(box.rows * cell, height - y))
        }
    }

    /// Whether the difference counts under `threshold`: more than its share of pixels differ.
    public func exceeds(_ threshold: PerceptualThreshold) -> Bool {
        differingFraction > threshold.allowedFraction
    }

    /// An image of where two images differ: differing pixels in magenta over a faded reference.
    public static func picture(_ reference: PixelImage, _ actual: PixelImage, tolerance: Double) -> PixelImage? {
        guard reference.width == actual.width, reference.height == actual.height,
            var picture = try? PixelImage(width: reference.width, height: reference.height)
        else { return nil }
        var lab = PixelOKLab()
        reference.pixels.withUnsafeBytes { referenceBytes in
            actual.pixels.withUnsafeBytes { actualBytes in
                let a = referenceBytes.bindMemory(to: UInt32.self)
                let b = actualBytes.bindMemory(to: UInt32.self)
                for y in 0..<reference.height {
                    for x in 0..<reference.width {
                        let i = y * reference.width + x
                        // Only pixels whose bytes differ are converted to OKLab.
                        let differs = a[i] != b[i] && lab.lab(a[i]).distance(to: lab.lab(b[i])) > tolerance
                        // The reference over white, its luminance faded three quarters of the way to white.
                        let white = 255 - Double(a[i] >> 24)
                        let red = (Double((a[i] >> 16) & 0xFF) + white) / 255
                        let green = (Double((a[i] >> 8) & 0xFF) + white) / 255
                        let blue = (Double(a[i] & 0xFF) + white) / 255
                        let faded = UInt8((0.25 * (red * 0.2126 + green * 0.7152 + blue * 0.0722) + 0.75) * 255)
                        picture.set(
                            x: x, y: y,
                            to: differs
                                ? .init(red: 255, green: 0, blue: 255, alpha: 255)
                                : .init(red: faded, green: faded, blue: faded, alpha: 255))
                    }
                }
            }
        }
        return picture
    }
}
