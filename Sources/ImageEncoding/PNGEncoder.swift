import CPNG
import CPNGCodec

#if canImport(Glibc)
    import Glibc
#endif

/// PNG files: straight-alpha RGB (opaque images) or RGBA rows, unfiltered, compressed by
/// libdeflate at level 1 (D147, D224): on a 3x screen about four times faster than libpng's fast
/// settings and a third smaller. The same image always gives the same bytes.
public enum PNGEncoder {
    /// libdeflate's level: the fastest; on unfiltered rows it is still smaller than libpng's output.
    static let level: Int32 = 1

    /// A whole PNG file: signature, IHDR, one IDAT, IEND.
    ///
    /// - Parameters:
    ///   - image: The premultiplied BGRA image.
    ///   - alpha: Store an alpha channel: nil decides by the pixels (RGB when every pixel is opaque);
    ///     animated PNG frames pass the first frame's choice so every frame matches the file's header.
    /// - Returns: The file's bytes.
    public static func encode(_ image: PixelImage, alpha: Bool? = nil) throws(ImageEncodingError) -> [UInt8] {
        let withAlpha = alpha ?? !isOpaque(image)
        let data = try imageData(image, alpha: withAlpha)
        let header =
            PNGChunks.be32(UInt32(image.width)) + PNGChunks.be32(UInt32(image.height)) + [8, withAlpha ? 6 : 2, 0, 0, 0]
        return PNGChunks.signature + PNGChunks.chunk("IHDR", header) + PNGChunks.chunk("IDAT", data) + PNGChunks.chunk("IEND", [])
    }

    /// Whether every pixel is opaque.
    static func isOpaque(_ image: PixelImage) -> Bool {
        image.pixels.withUnsafeBufferPointer {
            cpngc_is_opaque($0.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 4)) != 0
        }
    }

    /// The zlib stream of the image's filtered rows (an IDAT's or fdAT's payload).
    static func imageData(_ image: PixelImage, alpha: Bool) throws(ImageEncodingError) -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        let count = image.pixels.withUnsafeBufferPointer {
            cpngc_image_data($0.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 4), alpha ? 6 : 2, level, &output)
        }
        guard count > 0, let output else {
            throw ImageEncodingError("could not compress a \(image.width)×\(image.height) image (out of memory)")
        }
        defer { free(output) }
        return Array(UnsafeBufferPointer(start: output, count: count))
    }

    static func message(_ image: png_image) -> String {
        withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}

/// Reads PNG files (the first frame of an animated PNG) into premultiplied images.
public enum PNGDecoder {
    public static func decode(_ bytes: [UInt8]) throws(ImageEncodingError) -> PixelImage {
        // libpng reads from the buffer until finish_read: both calls run inside one borrow of it.
        let result = bytes.withUnsafeBytes { buffer -> Result<(Int, Int, [UInt8]), ImageEncodingError> in
            var png = png_image()
            png.version = UInt32(PNG_IMAGE_VERSION)
            guard buffer.count > 0, png_image_begin_read_from_memory(&png, buffer.baseAddress, buffer.count) != 0 else {
                return .failure(ImageEncodingError("\(buffer.count) bytes are not a PNG: \(PNGEncoder.message(png))"))
            }
            png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
            let (width, height) = (Int(png.width), Int(png.height))
            guard (1...PixelImage.maximumSide).contains(width), (1...PixelImage.maximumSide).contains(height) else {
                png_image_free(&png)
                return .failure(ImageEncodingError("PNG of \(width)×\(height) is outside 1…\(PixelImage.maximumSide) pixels a side"))
            }
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            let ok = rgba.withUnsafeMutableBytes { png_image_finish_read(&png, nil, $0.baseAddress, Int32(width * 4), nil) }
            guard ok != 0 else { return .failure(ImageEncodingError("PNG could not be read: \(PNGEncoder.message(png))")) }
            return .success((width, height, rgba))
        }
        let (width, height, rgba) = try result.get()
        var pixels = [UInt8](repeating: 0, count: rgba.count)
        pixels.withUnsafeMutableBufferPointer { target in
            rgba.withUnsafeBufferPointer { cpngc_premultiply($0.baseAddress, target.baseAddress, rgba.count / 4) }
        }
        return try PixelImage(width: width, height: height, pixels: pixels)
    }
}
