/// Reads every frame of an animated PNG, composed as a browser shows them: each frame's region
/// decoded (by libpng, from a PNG of its own), blended onto the canvas (source or over) and the
/// canvas disposed after it (none, background or previous).
public enum APNGDecoder {
    /// The frames, whole, in order; a PNG without animation control is one frame.
    public static func frames(_ bytes: [UInt8]) throws(ImageEncodingError) -> [PixelImage] {
        var frames: [PixelImage] = []
        try forEachFrame(bytes) { frames.append($0) }
        return frames
    }

    /// Hands each frame, whole, to `body` in order, holding one canvas at a time (memory does not
    /// grow with the number of frames).
    ///
    /// - Parameters:
    ///   - bytes: A PNG or animated PNG file.
    ///   - body: Called with each frame.
    public static func forEachFrame(_ bytes: [UInt8], _ body: (PixelImage) -> Void) throws(ImageEncodingError) {
        let chunks = try PNGChunks.parse(bytes)
        guard let ihdr = chunks.first(where: { $0.type == "IHDR" }), ihdr.data.count == 13 else {
            throw ImageEncodingError("the file has no IHDR chunk")
        }
        guard chunks.contains(where: { $0.type == "acTL" }) else { return body(try PNGDecoder.decode(bytes)) }
        let width = Int(be32(ihdr.data, 0))
        let height = Int(be32(ihdr.data, 4))
        var canvas = try PixelImage(width: width, height: height)
        // Each frame: its control and its data, in file order.
        var pending: (control: [UInt8], data: [UInt8])?
        func finish(_ frame: (control: [UInt8], data: [UInt8])) throws(ImageEncodingError) {
            let c = frame.control
            let region = PixelRegion(x: Int(be32(c, 12)), y: Int(be32(c, 16)), width: Int(be32(c, 4)), height: Int(be32(c, 8)))
            let (dispose, blend) = (c[24], c[25])
            var header = ihdr.data
            header.replaceSubrange(0..<8, with: PNGChunks.be32(UInt32(region.width)) + PNGChunks.be32(UInt32(region.height)))
            let png =
                PNGChunks.signature + PNGChunks.chunk("IHDR", header) + PNGChunks.chunk("IDAT", frame.data) + PNGChunks.chunk("IEND", [])
            let part = try PNGDecoder.decode(png)
            let before = canvas
            try canvas.compose(part, at: region, over: blend == 1)
            body(canvas)
            switch dispose {
            case 1: try canvas.compose(try PixelImage(width: region.width, height: region.height), at: region, over: false)
            case 2: canvas = before
            default: break
            }
        }
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                guard chunk.data.count == 26 else { throw ImageEncodingError("an fcTL chunk has \(chunk.data.count) bytes, not 26") }
                if let frame = pending { try finish(frame) }
                pending = (chunk.data, [])
            case "IDAT" where pending != nil: pending?.data += chunk.data
            case "fdAT": pending?.data += chunk.data.dropFirst(4)
            default: break
            }
        }
        if let frame = pending { try finish(frame) }
    }

    private static func be32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }
}

extension PixelImage {
    /// Draws `part` into `region` of this image: replacing what was there, or over it (premultiplied
    /// source-over).
    mutating func compose(_ part: PixelImage, at region: PixelRegion, over: Bool) throws(ImageEncodingError) {
        guard region.x >= 0, region.y >= 0, region.x + region.width <= width, region.y + region.height <= height,
            part.width == region.width, part.height == region.height
        else {
            throw ImageEncodingError(
                "a frame of \(part.width)×\(part.height) at (\(region.x), \(region.y)) does not fit the \(width)×\(height) canvas")
        }
        var bytes = pixels
        for y in 0..<region.height {
            for x in 0..<region.width {
                let s = (y * region.width + x) * 4
                let d = ((region.y + y) * width + region.x + x) * 4
                if over {
                    let inverse = 255 - Int(part.pixels[s + 3])
                    for c in 0..<4 { bytes[d + c] = UInt8(Int(part.pixels[s + c]) + (Int(bytes[d + c]) * inverse + 127) / 255) }
                } else {
                    for c in 0..<4 { bytes[d + c] = part.pixels[s + c] }
                }
            }
        }
        replacePixels(with: bytes)
    }
}
