import CPNGCodec

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
        let result = [UInt8](unsafeUninitializedCapacity: w * h * 4) { target, count in
            pixels.withUnsafeBufferPointer { source in
                cpngc_downsample(source.baseAddress, Int32(width), Int32(height), Int32(factor), target.baseAddress, Int32(w), Int32(h))
            }
            count = w * h * 4
        }
        // Averages of premultiplied pixels are premultiplied: no need to check them again.
        return try PixelImage(width: w, height: h, premultiplied: result)
    }
}
