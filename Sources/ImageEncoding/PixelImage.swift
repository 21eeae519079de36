import CPNGCodec

/// An image in memory: premultiplied BGRA, 8 bits a channel, rows tightly packed (Cairo's
/// ARGB32 on little-endian machines).
public struct PixelImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var pixels: [UInt8]

    /// The largest side accepted, in pixels.
    public static let maximumSide = 16_384

    /// An image from premultiplied BGRA bytes; sizes and the premultiplication are checked.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(ImageEncodingError) {
        try Self.check(width: width, height: height, byteCount: pixels.count)
        let invalid = pixels.withUnsafeBufferPointer { cpngc_first_unpremultiplied($0.baseAddress, $0.count / 4) }
        if invalid >= 0 {
            throw ImageEncodingError("pixel \(invalid) has a color channel above its alpha; pixels must be premultiplied")
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of pixels its maker knows to be premultiplied BGRA (a renderer's own frame):
    /// the size is checked, and the premultiplication only in debug builds (the tests), since
    /// checking is a pass over every pixel of every picture.
    package init(width: Int, height: Int, premultiplied pixels: [UInt8]) throws(ImageEncodingError) {
        try Self.check(width: width, height: height, byteCount: pixels.count)
        assert(pixels.withUnsafeBufferPointer { cpngc_first_unpremultiplied($0.baseAddress, $0.count / 4) } < 0, "not premultiplied")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A transparent image.
    public init(width: Int, height: Int) throws(ImageEncodingError) {
        try Self.check(width: width, height: height)
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// The size checked, and `byteCount` bytes checked to be four for each of its pixels.
    private static func check(width: Int, height: Int, byteCount: Int) throws(ImageEncodingError) {
        try check(width: width, height: height)
        guard byteCount == width * height * 4 else {
            throw ImageEncodingError("pixel data of \(byteCount) bytes does not match \(width)×\(height)×4 = \(width * height * 4)")
        }
    }

    private static func check(width: Int, height: Int) throws(ImageEncodingError) {
        guard (1...maximumSide).contains(width) else {
            throw ImageEncodingError("image width \(width) must be between 1 and \(maximumSide)")
        }
        guard (1...maximumSide).contains(height) else {
            throw ImageEncodingError("image height \(height) must be between 1 and \(maximumSide)")
        }
    }

    /// Replaces the pixels with bytes already known to be premultiplied BGRA of this size (crops
    /// and composites of valid images).
    mutating func replacePixels(with bytes: [UInt8]) {
        precondition(bytes.count == pixels.count)
        pixels = bytes
    }

    /// A pixel with straight (unpremultiplied) alpha, each channel 0…255.
    public struct Pixel: Equatable, Sendable {
        public let red, green, blue, alpha: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
    }

    /// The pixel at (`x`, `y`), unpremultiplied; nil outside the image.
    public subscript(x x: Int, y y: Int) -> Pixel? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let i = (y * width + x) * 4
        let a = pixels[i + 3]
        func straight(_ value: UInt8) -> UInt8 { a == 0 ? 0 : UInt8((Int(value) * 255 + Int(a) / 2) / Int(a)) }
        return Pixel(red: straight(pixels[i + 2]), green: straight(pixels[i + 1]), blue: straight(pixels[i]), alpha: a)
    }

    /// Sets the pixel at (`x`, `y`) from straight-alpha channels (ignored outside the image).
    public mutating func set(x: Int, y: Int, to pixel: Pixel) {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return }
        let i = (y * width + x) * 4
        let a = Int(pixel.alpha)
        func premultiplied(_ value: UInt8) -> UInt8 { UInt8((Int(value) * a + 127) / 255) }
        pixels[i] = premultiplied(pixel.blue)
        pixels[i + 1] = premultiplied(pixel.green)
        pixels[i + 2] = premultiplied(pixel.red)
        pixels[i + 3] = pixel.alpha
    }
}

/// Bad input to image encoding or decoding, naming what is wrong with it.
public struct ImageEncodingError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
