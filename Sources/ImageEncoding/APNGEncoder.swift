import CPNG

/// Animated PNG, assembled from chunks (Debian's libpng has no APNG API): each frame is encoded as
/// a PNG, its image data becomes the default image's IDAT (frame 0) or an fdAT, with acTL and fcTL
/// controls. Viewers without APNG support show the first frame.
public enum APNGEncoder {
    public static func encode(frames: [PixelImage], framesPerSecond: Int, loops: Int = 0) throws(ImageEncodingError) -> [UInt8] {
        var writer = try APNGWriter(framesPerSecond: framesPerSecond, loops: loops)
        for frame in frames { try writer.append(frame) }
        return try writer.finish()
    }
}

/// Builds an animated PNG one frame at a time, keeping only compressed data, so a long animation
/// never holds all its frames' pixels at once. After the first frame, each frame stores only the
/// rectangle of pixels that changed since the one before (its fcTL's offsets, dispose "none", blend
/// "source"), so a view that moves in one corner costs that corner, not the screen.
///
/// Given the number of frames up front (`frameCount`), the writer streams: `takeBytes()` hands over
/// the file written so far (the header with the first frame, then each frame's chunks), so memory
/// stays the same however many frames follow.
///
/// ```swift
/// var writer = try APNGWriter(framesPerSecond: 60, frameCount: frames.count)
/// for frame in frames {
///     try writer.append(frame)
///     try file.write(writer.takeBytes())
/// }
/// try file.write(writer.finish())
/// ```
public struct APNGWriter: Sendable {
    public let framesPerSecond: Int
    public let loops: Int
    private var header: [UInt8]?
    private var size: (width: Int, height: Int)?
    private var body: [UInt8] = []
    private var frames = 0
    private var sequence: UInt32 = 0
    /// The frame before, to find what changed.
    private var previous: PixelImage?
    /// Whether frames carry alpha: decided by the first frame (RGB when it is opaque, as every
    /// rendered screen is), so all frames match the file's header.
    private var alpha: Bool?

    /// The number of frames the streamed file announces; nil when the file is assembled in memory.
    public let frameCount: Int?

    /// A writer.
    ///
    /// - Parameters:
    ///   - framesPerSecond: 1 to 240.
    ///   - loops: How many times viewers play it; 0 plays it forever.
    ///   - frameCount: The number of frames that will be appended, to stream the file with
    ///     `takeBytes()`; nil to assemble it in memory and return it whole from `finish()`.
    public init(framesPerSecond: Int, loops: Int = 0, frameCount: Int? = nil) throws(ImageEncodingError) {
        guard (1...240).contains(framesPerSecond) else {
            throw ImageEncodingError("frames per second \(framesPerSecond) must be between 1 and 240")
        }
        guard loops >= 0 else { throw ImageEncodingError("loop count \(loops) must be 0 (forever) or more") }
        if let frameCount, frameCount < 1 { throw ImageEncodingError("frame count \(frameCount) must be at least 1") }
        self.framesPerSecond = framesPerSecond
        self.loops = loops
        self.frameCount = frameCount
    }

    /// When streaming, the bytes written since the last call (and forgets them); empty otherwise.
    public mutating func takeBytes() -> [UInt8] {
        guard frameCount != nil else { return [] }
        defer { body = [] }
        return body
    }

    /// Adds the next frame; every frame must have the first one's size.
    public mutating func append(_ frame: PixelImage) throws(ImageEncodingError) {
        if let size, frame.width != size.width || frame.height != size.height {
            throw ImageEncodingError("frame \(frames) is \(frame.width)×\(frame.height), not \(size.width)×\(size.height) like frame 0")
        }
        // The first frame whole; later ones only where they differ (a 1×1 copy when nothing did,
        // as a frame must hold at least one pixel).
        let region =
            previous.map { frame.changedRegion(from: $0) ?? PixelRegion(x: 0, y: 0, width: 1, height: 1) }
            ?? PixelRegion(x: 0, y: 0, width: frame.width, height: frame.height)
        let stored = region.width == frame.width && region.height == frame.height ? frame : try frame.cropped(to: region)
        let withAlpha = alpha ?? !PNGEncoder.isOpaque(frame)
        if !withAlpha, !PNGEncoder.isOpaque(stored) {
            throw ImageEncodingError("frame \(frames) has transparent pixels, but frame 0 was opaque and set the file's color type to RGB")
        }
        alpha = withAlpha
        let chunks = try PNGChunks.parse(try PNGEncoder.encode(stored, alpha: withAlpha))
        if let frameCount, frames >= frameCount {
            throw ImageEncodingError("frame \(frames) is one more than the \(frameCount) frames announced")
        }
        if header == nil {
            guard let ihdr = chunks.first(where: { $0.type == "IHDR" }) else { throw ImageEncodingError("the encoder wrote no IHDR") }
            header = ihdr.data
            size = (frame.width, frame.height)
            if let frameCount { body = opening(ihdr.data, frames: frameCount) }
        }
        // dispose_op 0 (none: the canvas keeps this frame), blend_op 0 (source: the region replaces what was there).
        body += PNGChunks.chunk(
            "fcTL",
            PNGChunks.be32(sequence) + PNGChunks.be32(UInt32(region.width)) + PNGChunks.be32(UInt32(region.height))
                + PNGChunks.be32(UInt32(region.x)) + PNGChunks.be32(UInt32(region.y)) + PNGChunks.be16(1)
                + PNGChunks.be16(UInt16(framesPerSecond))
                + [0, 0])
        previous = frame
        sequence += 1
        for data in chunks.filter({ $0.type == "IDAT" }).map(\.data) {
            if frames == 0 {
                body += PNGChunks.chunk("IDAT", data)
            } else {
                body += PNGChunks.chunk("fdAT", PNGChunks.be32(sequence) + data)
                sequence += 1
            }
        }
        frames += 1
    }

    /// The finished file: signature, IHDR, acTL, the frames, IEND. When streaming, the rest of it:
    /// what `takeBytes()` has not handed over, and IEND.
    public func finish() throws(ImageEncodingError) -> [UInt8] {
        guard let header else { throw ImageEncodingError("an animated PNG needs at least one frame") }
        if let frameCount {
            guard frames == frameCount else { throw ImageEncodingError("\(frames) frames were appended, \(frameCount) announced") }
            return body + PNGChunks.chunk("IEND", [])
        }
        return opening(header, frames: frames) + body + PNGChunks.chunk("IEND", [])
    }

    /// Signature, IHDR and acTL.
    private func opening(_ header: [UInt8], frames: Int) -> [UInt8] {
        PNGChunks.signature + PNGChunks.chunk("IHDR", header)
            + PNGChunks.chunk("acTL", PNGChunks.be32(UInt32(frames)) + PNGChunks.be32(UInt32(loops)))
    }
}

/// Reading and writing PNG chunks: length, type, data, CRC-32 of type and data.
public enum PNGChunks {
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One chunk as read from a file.
    public struct Chunk: Equatable, Sendable {
        public let type: String
        public let data: [UInt8]
        /// Whether the stored CRC matches the type and data.
        public let crcIsValid: Bool
    }

    /// The chunks of a PNG or APNG file, in order, up to and including IEND.
    public static func parse(_ bytes: [UInt8]) throws(ImageEncodingError) -> [Chunk] {
        guard bytes.starts(with: signature) else { throw ImageEncodingError("\(bytes.count) bytes do not start with the PNG signature") }
        var chunks: [Chunk] = []
        var offset = signature.count
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            guard offset + 12 + length <= bytes.count else {
                throw ImageEncodingError("chunk at byte \(offset) runs past the end of the file")
            }
            let typeBytes = Array(bytes[offset + 4..<offset + 8])
            let data = Array(bytes[offset + 8..<offset + 8 + length])
            let stored = bytes[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            chunks.append(Chunk(type: String(decoding: typeBytes, as: UTF8.self), data: data, crcIsValid: stored == crc(typeBytes + data)))
            offset += 12 + length
            // IEND ends the datastream (PNG specification, 11.2.5); what follows is not read (a file
            // padded with zeros would otherwise be read as millions of empty chunks).
            if chunks[chunks.count - 1].type == "IEND" { break }
        }
        return chunks
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return be32(UInt32(data.count)) + typeBytes + data + be32(crc(typeBytes + data))
    }

    static func crc(_ bytes: [UInt8]) -> UInt32 {
        UInt32(bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) })
    }

    static func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
    static func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
}
