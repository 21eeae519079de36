/// Frames laid out in a grid on an opaque background, for looking at a whole animation at once.
public enum ContactSheet {
    public static func compose(_ frames: [PixelImage], columns: Int, spacing: Int,
                               background: (red: UInt8, green: UInt8, blue: UInt8)) throws(ImageEncodingError) -> PixelImage {
        guard let first = frames.first else { throw ImageEncodingError("a contact sheet needs at least one frame") }
        guard columns > 0 else { throw ImageEncodingError("column count \(columns) must be at least 1") }
        guard spacing >= 0 else { throw ImageEncodingError("spacing \(spacing) must not be negative") }
        let columns = min(columns, frames.count), rows = (frames.count + columns - 1) / columns
        var sheet = try PixelImage(width: columns * first.width + (columns + 1) * spacing,
                                   height: rows * first.height + (rows + 1) * spacing)
        var pixels = sheet.pixels
        for i in stride(from: 0, to: pixels.count, by: 4) {
            (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (background.blue, background.green, background.red, 255)
        }
        for (index, frame) in frames.enumerated() {
            guard frame.width == first.width, frame.height == first.height else {
                throw ImageEncodingError("frame \(index) is \(frame.width)×\(frame.height), not \(first.width)×\(first.height) like frame 0")
            }
            let left = spacing + (index % columns) * (first.width + spacing), top = spacing + (index / columns) * (first.height + spacing)
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let s = (y * frame.width + x) * 4, d = ((top + y) * sheet.width + left + x) * 4
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
