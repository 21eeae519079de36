/// A contact sheet filled one frame at a time: the grid is allocated once for `frameCount` frames
/// of one size, and each frame is drawn into its cell as it arrives, so the frames themselves need
/// not be kept.
///
/// ```swift
/// var sheet = try ContactSheetBuilder(frameCount: 12, frameWidth: 98, frameHeight: 213, columns: 6, spacing: 8,
///                                     background: (red: 128, green: 128, blue: 128))
/// for (index, frame) in thumbnails.enumerated() { try sheet.place(frame, at: index) }
/// let png = try PNGEncoder.encode(sheet.image)
/// ```
public struct ContactSheetBuilder: Sendable {
    public let frameCount: Int
    public let frameWidth: Int
    public let frameHeight: Int
    public let columns: Int
    public let spacing: Int
    private var pixels: [UInt8]
    private let width: Int
    private let height: Int

    /// An empty sheet on an opaque background.
    ///
    /// - Parameters:
    ///   - frameCount: How many cells the grid has (at least 1).
    ///   - frameWidth: Every frame's width in pixels.
    ///   - frameHeight: Every frame's height in pixels.
    ///   - columns: Cells per row (fewer when there are fewer frames).
    ///   - spacing: Pixels between cells and around the grid.
    ///   - background: The sheet's color behind and between the frames.
    public init(
        frameCount: Int, frameWidth: Int, frameHeight: Int, columns: Int, spacing: Int,
        background: (red: UInt8, green: UInt8, blue: UInt8)
    ) throws(ImageEncodingError) {
        guard frameCount > 0 else { throw ImageEncodingError("a contact sheet needs at least one frame") }
        guard columns > 0 else { throw ImageEncodingError("column count \(columns) must be at least 1") }
        guard spacing >= 0 else { throw ImageEncodingError("spacing \(spacing) must not be negative") }
        guard frameWidth > 0, frameHeight > 0 else { throw ImageEncodingError("frame size \(frameWidth)×\(frameHeight) must be positive") }
        self.frameCount = frameCount
        self.frameWidth = frameWidth
        self.frameHeight = frameHeight
        self.columns = min(columns, frameCount)
        self.spacing = spacing
        let rows = (frameCount + self.columns - 1) / self.columns
        width = self.columns * frameWidth + (self.columns + 1) * spacing
        height = rows * frameHeight + (rows + 1) * spacing
        guard width <= PixelImage.maximumSide, height <= PixelImage.maximumSide else {
            throw ImageEncodingError(
                "a contact sheet of \(frameCount) frames of \(frameWidth)×\(frameHeight) is \(width)×\(height) pixels; "
                    + "the limit is \(PixelImage.maximumSide) a side")
        }
        pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            (pixels[i], pixels[i + 1], pixels[i + 2]) = (background.blue, background.green, background.red)
        }
    }

    /// Draws `frame` (source-over) into cell `index`, counted row by row from the top left.
    ///
    /// - Parameters:
    ///   - frame: A frame of the sheet's frame size.
    ///   - index: Its cell, 0 ..< frameCount.
    public mutating func place(_ frame: PixelImage, at index: Int) throws(ImageEncodingError) {
        guard (0..<frameCount).contains(index) else {
            throw ImageEncodingError("cell \(index) is outside the sheet's 0..<\(frameCount)")
        }
        guard frame.width == frameWidth, frame.height == frameHeight else {
            throw ImageEncodingError("frame \(index) is \(frame.width)×\(frame.height), not \(frameWidth)×\(frameHeight) like frame 0")
        }
        let left = spacing + (index % columns) * (frameWidth + spacing)
        let top = spacing + (index / columns) * (frameHeight + spacing)
        let sheetWidth = width
        frame.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for y in 0..<frameHeight {
                    for x in 0..<frameWidth {
                        let s = (y * frameWidth + x) * 4
                        let d = ((top + y) * sheetWidth + left + x) * 4
                        let keep = 255 - Int(source[s + 3])
                        // Source-over on premultiplied values.
                        for c in 0..<4 { target[d + c] = UInt8(Int(source[s + c]) + (Int(target[d + c]) * keep + 127) / 255) }
                    }
                }
            }
        }
    }

    /// The sheet as drawn so far.
    public var image: PixelImage {
        get throws(ImageEncodingError) { try PixelImage(width: width, height: height, pixels: pixels) }
    }
}
