import Foundation
import ImageEncoding

/// The runs of pixel rows that hold ink (a red channel under 160) in a rendered picture: where a
/// reference's lines start and end, measured the way the facts measure iOS's pictures.
struct InkRows {
    /// The runs' first and last rows, half-open, in pixels.
    let runs: [Range<Int>]
    /// Pixels per point.
    let scale: CGFloat

    init(_ image: PixelImage, scale: CGFloat = 2) {
        var runs: [Range<Int>] = []
        var start: Int?
        for y in 0...image.height {
            let inked = y < image.height && (0..<image.width).contains { (image[x: $0, y: y]?.red ?? 255) < 160 }
            if inked, start == nil { start = y }
            if !inked, let first = start {
                runs.append(first..<y)
                start = nil
            }
        }
        self.runs = runs
        self.scale = scale
    }

    /// The runs' tops, in points.
    var tops: [CGFloat] { runs.map { CGFloat($0.lowerBound) / scale } }

    /// The runs' feet (the first row without ink under each), in points.
    var feet: [CGFloat] { runs.map { CGFloat($0.upperBound) / scale } }
}
