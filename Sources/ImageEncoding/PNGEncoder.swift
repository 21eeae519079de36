import CPNG

/// PNG files through libpng's simplified API with its fast flag (zlib level 1-ish filters), about
/// four times faster than Cairo's own writer. The same image always gives the same bytes.
public enum PNGEncoder {
    public static func encode(_ image: PixelImage) throws(ImageEncodingError) -> [UInt8] {
        // The simplified API takes straight-alpha RGBA.
        var rgba = [UInt8](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { source in
            rgba.withUnsafeMutableBufferPointer { target in
                for i in stride(from: 0, to: source.count, by: 4) {
                    let a = Int(source[i + 3])
                    target[i + 3] = UInt8(a)
                    guard a > 0 else { continue }
                    if a == 255 {
                        (target[i], target[i + 1], target[i + 2]) = (source[i + 2], source[i + 1], source[i])
                    } else {
                        target[i] = UInt8(min((Int(source[i + 2]) * 255 + a / 2) / a, 255))
                        target[i + 1] = UInt8(min((Int(source[i + 1]) * 255 + a / 2) / a, 255))
                        target[i + 2] = UInt8(min((Int(source[i]) * 255 + a / 2) / a, 255))
                    }
                }
            }
        }
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        png.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        var size = 0
        // First pass measures, second writes.
        guard png_image_write_to_memory(&png, nil, &size, 0, rgba, Int32(image.width * 4), nil) != 0, size > 0 else {
            throw ImageEncodingError("libpng could not encode a \(image.width)×\(image.height) image: \(message(png))")
        }
        var bytes = [UInt8](repeating: 0, count: size)
        let ok = bytes.withUnsafeMutableBytes { buffer in
            png_image_write_to_memory(&png, buffer.baseAddress, &size, 0, rgba, Int32(image.width * 4), nil)
        }
        png_image_free(&png)
        guard ok != 0 else { throw ImageEncodingError("libpng could not encode a \(image.width)×\(image.height) image: \(message(png))") }
        return Array(bytes.prefix(size))
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
        for i in stride(from: 0, to: rgba.count, by: 4) {
            let a = Int(rgba[i + 3])
            func premultiplied(_ v: UInt8) -> UInt8 { UInt8((Int(v) * a + 127) / 255) }
            (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (
                premultiplied(rgba[i + 2]), premultiplied(rgba[i + 1]), premultiplied(rgba[i]), UInt8(a)
            )
        }
        return try PixelImage(width: width, height: height, pixels: pixels)
    }
}
