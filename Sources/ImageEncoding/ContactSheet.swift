/// Frames laid out in a grid on an opaque background, for looking at a whole animation at once.
public enum ContactSheet {
    /// All of `frames` (one size) in a grid; see `ContactSheetBuilder` to fill one frame at a time.
    ///
    /// - Parameters:
    ///   - frames: The frames, in order.
    ///   - columns: Cells per row.
    ///   - spacing: Pixels between cells and around the grid.
    ///   - background: The sheet's color.
    /// - Returns: The sheet.
    public static func compose(
        _ frames: [PixelImage], columns: Int, spacing: Int,
        background: (red: UInt8, green: UInt8, blue: UInt8)
    ) throws(ImageEncodingError) -> PixelImage {
        guard let first = frames.first else { throw ImageEncodingError("a contact sheet needs at least one frame") }
        var sheet = try ContactSheetBuilder(
            frameCount: frames.count, frameWidth: first.width, frameHeight: first.height, columns: columns, spacing: spacing,
            background: background)
        for (index, frame) in frames.enumerated() { try sheet.place(frame, at: index) }
        return try sheet.image
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
