import Foundation
import ImageEncoding

/// Small pictures drawn for the comparison's tests: a flat background with rectangles painted on it.
enum TestPictures {
    static let background = PixelImage.Pixel(red: 240, green: 236, blue: 250, alpha: 255)

    /// A `width` × `height` picture of `background` with `rectangles` painted in `color`.
    static func image(
        width: Int = 200, height: Int = 160, rectangles: [(x: Int, y: Int, width: Int, height: Int)] = [],
        color: PixelImage.Pixel = .init(red: 30, green: 120, blue: 90, alpha: 255)
    ) throws -> PixelImage {
        var image = try PixelImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { image.set(x: x, y: y, to: background) }
        }
        for rectangle in rectangles {
            for y in rectangle.y..<(rectangle.y + rectangle.height) {
                for x in rectangle.x..<(rectangle.x + rectangle.width) { image.set(x: x, y: y, to: color) }
            }
        }
        return image
    }

    static func png(_ image: PixelImage) throws -> [UInt8] { try PNGEncoder.encode(image) }

    /// A folder of its own under the temporary directory, removed by `body`'s caller.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `files` (relative paths) under `folder`.
    static func write(_ files: [String: [UInt8]], to folder: URL) throws {
        for (path, bytes) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
    }
}
