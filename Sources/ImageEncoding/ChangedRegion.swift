import Foundation

/// The smallest rectangle of pixels in which two images of one size differ.
public struct PixelRegion: Equatable, Sendable {
    public let x, y, width, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
}

extension PixelImage {
    /// Where this image differs from `previous` (same size): the bounding box of every changed
    /// pixel, or nil when none changed.
    public func changedRegion(from previous: PixelImage) -> PixelRegion? {
        precondition(previous.width == width && previous.height == height, "changedRegion needs images of one size")
        let rowBytes = width * 4
        return pixels.withUnsafeBytes { now -> PixelRegion? in
            previous.pixels.withUnsafeBytes { before -> PixelRegion? in
                func rowDiffers(_ y: Int) -> Bool {
                    memcmp(now.baseAddress! + y * rowBytes, before.baseAddress! + y * rowBytes, rowBytes) != 0
                }
                guard let top = (0..<height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<height).last(where: rowDiffers)!
                let a = now.bindMemory(to: UInt32.self)
                let b = before.bindMemory(to: UInt32.self)
                var left = width
                var right = -1
                for y in top...bottom {
                    let row = y * width
                    if let first = (0..<left).first(where: { a[row + $0] != b[row + $0] }) { left = first }
                    if let last = ((right + 1)..<width).reversed().first(where: { a[row + $0] != b[row + $0] }) { right = last }
                }
                return PixelRegion(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }

    /// The pixels of `region`, as an image of their own.
    public func cropped(to region: PixelRegion) throws(ImageEncodingError) -> PixelImage {
        guard region.x >= 0, region.y >= 0, region.width >= 1, region.height >= 1,
            region.x + region.width <= width, region.y + region.height <= height
        else {
            throw ImageEncodingError(
                "region \(region.width)×\(region.height) at (\(region.x), \(region.y)) is not inside the \(width)×\(height) image")
        }
        var bytes = [UInt8]()
        bytes.reserveCapacity(region.width * region.height * 4)
        for y in region.y..<(region.y + region.height) {
            let start = (y * width + region.x) * 4
            bytes.append(contentsOf: pixels[start..<start + region.width * 4])
        }
        var image = try PixelImage(width: region.width, height: region.height)
        image.replacePixels(with: bytes)
        return image
    }
}
