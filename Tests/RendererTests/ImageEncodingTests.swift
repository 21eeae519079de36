import ImageEncoding
import Testing

/// PNG, animated PNG and contact sheets.
struct ImageEncodingTests {
    static func sample(width: Int = 4, height: Int = 3, shade: UInt8 = 0) throws -> PixelImage {
        var image = try PixelImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image.set(x: x, y: y, to: .init(red: UInt8(x * 60), green: UInt8(y * 80) &+ shade, blue: 200, alpha: x == 0 ? 128 : 255))
            }
        }
        return image
    }

    @Test func pngRoundTripsWithinOneLevel() throws {
        let image = try Self.sample()
        let decoded = try PNGDecoder.decode(try PNGEncoder.encode(image))
        #expect(decoded.width == 4 && decoded.height == 3)
        for y in 0..<3 {
            for x in 0..<4 {
                let (a, b) = (image[x: x, y: y]!, decoded[x: x, y: y]!)
                #expect(a.alpha == b.alpha)
                #expect(abs(Int(a.red) - Int(b.red)) <= 1 && abs(Int(a.green) - Int(b.green)) <= 1 && abs(Int(a.blue) - Int(b.blue)) <= 1)
                if a.alpha == 255 { #expect(a == b) }
            }
        }
    }

    /// Opaque rows take a one-pass path (BGRA to RGB with the Sub filter); a row with one
    /// translucent pixel takes the general one. Both decode to the pixels they were given, at a
    /// width of one pixel and at odd widths, in an RGB file that holds both kinds of row.
    @Test(arguments: [1, 2, 37])
    func opaqueAndTranslucentRowsRoundTripInOneRGBFile(width: Int) throws {
        var image = try PixelImage(width: width, height: 4)
        for y in 0..<4 {
            for x in 0..<width {
                let alpha: UInt8 = y == 2 && x == width - 1 ? 128 : 255
                image.set(
                    x: x, y: y,
                    to: .init(red: UInt8((x * 53 + y * 7) % 128), green: UInt8((x * 31) % 128), blue: UInt8(x * y % 128), alpha: alpha))
            }
        }
        let decoded = try PNGDecoder.decode(try PNGEncoder.encode(image, alpha: false))
        for y in 0..<4 {
            for x in 0..<width where y != 2 {
                #expect(decoded[x: x, y: y] == image[x: x, y: y], "pixel \(x), \(y)")
            }
        }
        // The translucent pixel is stored straightened, without its alpha: its straight color, opaque.
        let translucent = image[x: width - 1, y: 2]!
        let stored = decoded[x: width - 1, y: 2]!
        #expect(stored.alpha == 255)
        #expect(abs(Int(stored.red) - Int(translucent.red)) <= 1 && abs(Int(stored.green) - Int(translucent.green)) <= 1)
    }

    @Test func encodingIsDeterministicAndWritesTheHeader() throws {
        let bytes = try PNGEncoder.encode(try Self.sample())
        let again = try PNGEncoder.encode(try Self.sample())
        #expect(bytes == again)
        let chunks = try PNGChunks.parse(bytes)
        #expect(chunks.first?.type == "IHDR" && chunks.last?.type == "IEND")
        #expect(Array(chunks[0].data[0..<8]) == [0, 0, 0, 4, 0, 0, 0, 3])
        #expect(chunks.allSatisfy { $0.crcIsValid })
    }

    /// IEND ends a PNG (PNG specification, 11.2.5): bytes after it are not chunks. A picture padded
    /// with a megabyte of zeros reads as its own chunks, not as 87,381 empty ones after them.
    @Test func nothingAfterIENDIsRead() throws {
        let bytes = try PNGEncoder.encode(try Self.sample())
        let padded = bytes + [UInt8](repeating: 0, count: 1 << 20)
        #expect(try PNGChunks.parse(padded) == PNGChunks.parse(bytes))
        #expect(try PNGChunks.parse(padded).last?.type == "IEND")
    }

    @Test func animatedPNGHasItsControlChunksInOrder() throws {
        let frames = try (0..<3).map { try Self.sample(shade: UInt8($0 * 10)) }
        let bytes = try APNGEncoder.encode(frames: frames, framesPerSecond: 60)
        let chunks = try PNGChunks.parse(bytes)
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(chunks.allSatisfy { $0.crcIsValid })
        #expect(Array(chunks[1].data) == [0, 0, 0, 3, 0, 0, 0, 0])
        // Sequence numbers 0…4 across fcTL and fdAT; each delay is 1/60 s.
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { $0.data[0..<4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(sequence == [0, 1, 2, 3, 4])
        let control = chunks[2].data
        #expect(Array(control[20..<24]) == [0, 1, 0, 60])
        // Viewers without APNG support read the first frame.
        let first = try PNGDecoder.decode(try PNGEncoder.encode(frames[0]))
        #expect(try PNGDecoder.decode(bytes) == first)
    }

    @Test func contactSheetPlacesFramesInAGrid() throws {
        let frames = try (0..<3).map { try Self.sample(shade: UInt8($0 * 10)) }
        let sheet = try ContactSheet.compose(frames, columns: 2, spacing: 2, background: (red: 128, green: 128, blue: 128))
        #expect(sheet.width == 2 * 4 + 3 * 2 && sheet.height == 2 * 3 + 3 * 2)
        // Frame 2 is the first of the second row: its opaque pixel (1, 1) sits at (2 + 1, 2 + 3 + 2 + 1).
        #expect(sheet[x: 3, y: 8] == frames[2][x: 1, y: 1])
        #expect(sheet[x: 0, y: 0] == .init(red: 128, green: 128, blue: 128, alpha: 255))
    }

    @Test func aThumbnailAveragesEachBlockRoundingToNearest() throws {
        // 5 × 4 at factor 2: 2 × 2 pixels, the fifth column left out. Block (1, 0) is x 2…3, y 0…1:
        // red 120, 180, 120, 180 → 150; green 0, 0, 80, 80 → 40; blue 2, 3, 3, 4 → 3.
        var image = try PixelImage(width: 5, height: 4)
        for y in 0..<4 {
            for x in 0..<5 { image.set(x: x, y: y, to: .init(red: UInt8(x * 60), green: UInt8(y * 80), blue: UInt8(x + y), alpha: 255)) }
        }
        let small = try image.downsampled(by: 2)
        #expect(small.width == 2 && small.height == 2)
        #expect(small[x: 1, y: 0] == .init(red: 150, green: 40, blue: 3, alpha: 255))
        // Block (0, 1): blue 2, 3, 3, 4 → 3; green 160, 160, 240, 240 → 200.
        #expect(small[x: 0, y: 1] == .init(red: 30, green: 200, blue: 3, alpha: 255))
        // A factor larger than the image averages all of it: blue 0…7 over 20 pixels, sum 70 → 3.5 → 4.
        let one = try image.downsampled(by: 8)
        #expect(one.width == 1 && one.height == 1)
        #expect(one[x: 0, y: 0] == .init(red: 120, green: 120, blue: 4, alpha: 255))
    }

    @Test func badInputIsNamed() throws {
        #expect(throws: ImageEncodingError("image width 0 must be between 1 and 16384")) { try PixelImage(width: 0, height: 4) }
        #expect(throws: ImageEncodingError("image height 20000 must be between 1 and 16384")) { try PixelImage(width: 4, height: 20_000) }
        #expect(throws: ImageEncodingError("pixel data of 3 bytes does not match 1×1×4 = 4")) {
            try PixelImage(width: 1, height: 1, pixels: [0, 0, 0])
        }
        #expect(throws: ImageEncodingError("pixel 0 has a color channel above its alpha; pixels must be premultiplied")) {
            try PixelImage(width: 1, height: 1, pixels: [200, 0, 0, 100])
        }
        #expect(throws: ImageEncodingError.self) { try PNGDecoder.decode([1, 2, 3]) }
        #expect(throws: ImageEncodingError.self) { try PNGDecoder.decode([]) }
        let small = try PixelImage(width: 1, height: 1)
        let big = try PixelImage(width: 2, height: 1)
        #expect(throws: ImageEncodingError("frame 1 is 2×1, not 1×1 like frame 0")) {
            try APNGEncoder.encode(frames: [small, big], framesPerSecond: 30)
        }
        #expect(throws: ImageEncodingError("frames per second 0 must be between 1 and 240")) {
            try APNGEncoder.encode(frames: [small], framesPerSecond: 0)
        }
        #expect(throws: ImageEncodingError("an animated PNG needs at least one frame")) {
            try APNGEncoder.encode(frames: [], framesPerSecond: 30)
        }
    }
}
