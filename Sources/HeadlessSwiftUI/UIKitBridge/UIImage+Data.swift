import Foundation

extension UIImage {
    /// The image `data` encodes, at a scale of 1: a photo or an avatar an app stored as bytes.
    /// Headless, PNG and JPEG bytes are read (D271, D302); other encodings (HEIC) answer nil.
    ///
    /// ```swift
    /// if let data = profile.avatarData, let avatar = UIImage(data: data) {
    ///     Image(uiImage: avatar).resizable().frame(width: 64, height: 64).clipShape(Circle())
    /// }
    /// ```
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image `data` encodes, `scale` pixels a point (2 or 3 for a Retina image; other scales
    /// are drawn as 1).
    public convenience init?(data: Data, scale: CGFloat) {
        let png = ImageLookup.pixelSize(ofPNG: data)
        guard let pixels = png ?? ImageLookup.pixelSize(ofJPEG: data),
            let path = DecodedImageFiles.file(holding: data, scale: scale, fileExtension: png == nil ? "jpg" : "png")
        else {
            return nil
        }
        let image = Image(file: path, pixelSize: pixels)
        let drawnScale = ImageLookup.scale(of: path)
        self.init(image: image, size: CGSize(width: pixels.width / drawnScale, height: pixels.height / drawnScale), scale: drawnScale)
    }

    /// The image as PNG bytes: a PNG bitmap's file as it was read; nil for a symbol, an empty image
    /// or a JPEG, which UIKit would encode as PNG and the layer cannot (D302).
    public func pngData() -> Data? {
        guard case let .bitmap(_, path?, _) = image.source, path.lowercased().hasSuffix(".png") else { return nil }
        return FileManager.default.contents(atPath: path)
    }
}

/// Where images made from bytes are kept for the renderer, which draws bitmaps from files: one
/// file per content in the temporary directory, named by a hash of the bytes, so the same bytes
/// always give the same file and a picture of them the same pixels.
enum DecodedImageFiles {
    /// The file holding `data`, written if it is not there yet; nil when it cannot be written.
    static func file(holding data: Data, scale: CGFloat, fileExtension: String = "png") -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-decoded-images", isDirectory: true)
        let suffix = scale == 3 ? "@3x" : scale == 2 ? "@2x" : ""
        let url = folder.appendingPathComponent("\(hash(data))-\(data.count)\(suffix).\(fileExtension)")
        if FileManager.default.fileExists(atPath: url.path) { return url.path }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            return url.path
        } catch {
            return nil
        }
    }

    /// The 64-bit FNV-1a hash of `data`, in hexadecimal.
    private static func hash(_ data: Data) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        return String(value, radix: 16)
    }
}
