/// Frames laid out in a grid on an opaque background, for looking at a whole animation at once.
public enum ContactSheet {
    public static func compose(
        _ frames: [PixelImage], columns: Int, spacing: Int,
        background: (red: UInt8, green: UInt8, blue: UInt8)
    ) throws(ImageEncodingError) -> PixelImage {
        guard let first = frames.first else { throw ImageEncodingError("a contact sheet needs at least one frame") }
        guard columns > 0 else { throw ImageEncodingError("column count \(columns) must be at least 1") }
        guard spacing >= 0 else { throw ImageEncodingError("spacing \(spacing) must not be negative") }
        let columns = min(columns, frames.count)
        let rows = (frames.count + columns - 1) / columns
        var sheet = try PixelImage(
            width: columns * first.width + (columns + 1) * spacing,
            height: rows * first.height + (rows + 1) * spacing)
        var pixels = sheet.pixels
        for i in stride(from: 0, to: pixels.count, by: 4) {
            (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (background.blue, background.green, background.red, 255)
        }
        for (index, frame) in frames.enumerated() {
            guard frame.width == first.width, frame.height == first.height else {
                throw ImageEncodingError(
                    "frame \(index) is \(frame.width)×\(frame.height), not \(first.width)×\(first.height) like frame 0")
            }
            let left = spacing + (index % columns) * (first.width + spacing)
            let top = spacing + (index / columns) * (first.height + spacing)
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let s = (y * frame.width + x) * 4
                    let d = ((top + y) * sheet.width + left + x) * 4
                    let keep = 255 - Int(frame.pixels[s + 3])
                    // Source-over on premultiplied values.
                    for c in 0..<4 { pixels[d + c] = UInt8(Int(frame.pixels[s + c]) + (Int(pixels[d + c]) * keep + 127) / 255) }
                }
            }
        }
        sheet = try PixelImage(width: sheet.width, height: sheet.height, pixels: pixels)
        return sheet
    }
}

extension PixelImage {
    /// A copy `factor` times smaller on each side, each pixel the average of a factor × factor block.
    public func downsampled(by factor: Int) throws(ImageEncodingError) -> PixelImage {
        guard factor >= 1 else { throw ImageEncodingError("downsampling factor \(factor) must be at least 1") }
        let (w, h) = (max(width / factor, 1), max(height / factor, 1))
        var result = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                var sums = (0, 0, 0, 0)
                var count = 0
                for dy in 0..<factor where y * factor + dy < height {
                    for dx in 0..<factor where x * factor + dx < width {
                        let i = ((y * factor + dy) * width + x * factor + dx) * 4
                        sums = (
                            sums.0 + Int(pixels[i]), sums.1 + Int(pixels[i + 1]), sums.2 + Int(pixels[i + 2]), sums.3 + Int(pixels[i + 3])
                        )
                        count += 1
                    }
                }
                let o = (y * w + x) * 4
                let half = count / 2
                (result[o], result[o + 1], result[o + 2], result[o + 3]) =
                    (
                        UInt8((sums.0 + half) / count), UInt8((sums.1 + half) / count), UInt8((sums.2 + half) / count),
                        UInt8((sums.3 + half) / count)
                    )
            }
        }
        return try PixelImage(width: w, height: h, pixels: result)
    }
}
