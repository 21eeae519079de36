import Foundation

/// An image (Apple: `Image`): an SF Symbol by name, drawn with a stand-in glyph, or a PNG from a
/// bundle (its resources, or an asset catalog's `NAME.imageset` folder in them).
///
/// ```swift
/// Image(systemName: "figure.run").resizable().scaledToFit().frame(width: 40)
/// Image("avatar", bundle: .module).resizable().scaledToFill().frame(width: 64, height: 64).clipShape(Circle())
/// ```
public struct Image: Equatable, Sendable {
    /// What the image draws.
    package enum Source: Equatable, Sendable {
        /// An SF Symbol.
        case system(String)
        /// A PNG file, found in a bundle: its path and its size in pixels (nil when not found).
        case bitmap(name: String, path: String?, pixelSize: CGSize?)
    }

    package var source: Source
    /// How the image renders when `renderingMode(_:)` says (nil: as its asset says).
    package private(set) var renderingMode: TemplateRenderingMode?
    /// How the asset catalog renders the image: its imageset's `template-rendering-intent`
    /// (Xcode's "Render As"), nil when it does not say.
    package private(set) var assetRenderingIntent: TemplateRenderingMode?
    /// Whether the image stretches to the frame it is given (`resizable()`), instead of keeping
    /// its own size.
    package private(set) var isResizable = false

    /// The SF Symbol's name, or nil for a bitmap.
    package var systemName: String? {
        if case let .system(name) = source { name } else { nil }
    }

    /// An SF Symbol by name, drawn with a stand-in glyph (docs/fidelity.md lists which).
    nonisolated public init(systemName: String) {
        source = .system(systemName)
    }

    /// The PNG named `name` in `bundle` (the main bundle when nil): `NAME.png`, `NAME@2x.png` or
    /// `NAME@3x.png` in its resources or in an asset catalog's `NAME.imageset` folder. An image
    /// that cannot be found draws nothing and takes no space, as on iOS (which logs it).
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        let (path, size) = ImageLookup.find(name, in: bundle)
        source = .bitmap(name: name, path: path, pixelSize: size)
        assetRenderingIntent = path.flatMap(ImageLookup.renderingIntent(ofImageAt:))
    }

    /// The bitmap in the file at `path`, `pixelSize` pixels, named by its file and not looked up by
    /// name, so no asset's "Render As" applies; nil `path` is an empty image. What
    /// `UIImage(contentsOfFile:)`, `UIImage(data:)` and `UIImage()` hold.
    nonisolated package init(file path: String?, pixelSize: CGSize?) {
        source = .bitmap(name: path.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "", path: path, pixelSize: pixelSize)
    }

    /// Whether a bitmap draws its nontransparent pixels in the foreground style instead of their
    /// own colors: its `renderingMode(_:)`, else its asset's "Render As".
    package var rendersAsTemplate: Bool {
        if case .bitmap = source { (renderingMode ?? assetRenderingIntent) == .template } else { false }
    }

    /// The same image, rendered as-is or as a template (Apple: `renderingMode(_:)`): `.template`
    /// draws every nontransparent pixel of a bitmap in the foreground style, `.original` its own
    /// colors; nil keeps what the asset catalog says.
    ///
    /// ```swift
    /// Image("logo").renderingMode(.template).foregroundStyle(.orange)
    /// ```
    ///
    /// - Parameter renderingMode: The mode to render the image in, or nil for the asset's.
    /// - Returns: The image, rendered in that mode.
    nonisolated public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// The same image, stretched to the frame it is given instead of keeping its own size.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").resizable().frame(width: 48, height: 48)
    /// ```
    nonisolated public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// How a resizable image fills its frame (Apple: `Image.ResizingMode`); the layer stretches.
    public enum ResizingMode: Sendable {
        /// Repeats the image to fill the frame (drawn stretched here).
        case tile
        /// Stretches the image to fill the frame.
        case stretch
    }
}

extension Image: View {
    public var body: Never { bodyError() }
}

extension Image: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        // A symbol draws the variant the environment asks for (`symbolVariant(_:)`).
        let variants = context.environment.symbolVariants
        if variants != .none, case let .system(name) = source {
            var variant = self
            variant.source = .system(variants.applied(to: name))
            return [context.node(.image(variant))]
        }
        return [context.node(.image(self))]
    }
}

/// Finds a bundle's PNG by name and reads its size from the PNG header.
package enum ImageLookup {
    /// The file and pixel size of the image `name` in `bundle`, or in the first bundle a lookup
    /// without one searches that has it (D307). That search is made once per name: an image is
    /// looked up on every body evaluation, and those bundles are the build's own.
    static func find(_ name: String, in bundle: Bundle?) -> (path: String?, pixelSize: CGSize?) {
        if let bundle { return find(name, in: bundle) }
        return mainFound.value(for: name) {
            Bundle.lookUp(in: nil) { candidate in
                let found = find(name, in: candidate)
                return found.path == nil ? nil : found
            } ?? (nil, nil)
        }
    }

    private static let mainFound = LookupCache<String, (path: String?, pixelSize: CGSize?)>()

    static func find(_ name: String, in bundle: Bundle) -> (path: String?, pixelSize: CGSize?) {
        // The largest scale first: loose in the bundle's resource folders, or in an asset catalog's
        // `NAME.imageset` there, whatever its files are named.
        let files = Set(["@3x", "@2x", ""].flatMap { scale in bitmapExtensions.map { "\(name)\(scale).\($0)" } })
        var folders = bundle.resourceFolders
        for folder in folders {
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for catalog in contents where catalog.hasSuffix(".xcassets") {
                folders.append(folder.appendingPathComponent(catalog).appendingPathComponent("\(name).imageset"))
            }
        }
        var found: [URL] = []
        for folder in folders {
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for file in contents
            where files.contains(file) || (folder.lastPathComponent == "\(name).imageset" && isBitmap(file)) {
                found.append(folder.appendingPathComponent(file))
            }
        }
        let ranked = found.sorted { (scale(of: $0.path), $0.path) > (scale(of: $1.path), $1.path) }
        for url in ranked {
            if let size = pixelSize(of: url) { return (url.path, size) }
        }
        return (nil, nil)
    }

    /// The file extensions the layer draws: PNG, and JPEG, which asset catalogs hold photos in.
    static let bitmapExtensions = ["png"] + jpegExtensions
    /// A JPEG's file extensions.
    static let jpegExtensions = ["jpg", "jpeg"]

    /// Whether `file` names a PNG or a JPEG.
    static func isBitmap(_ file: String) -> Bool {
        bitmapExtensions.contains(URL(fileURLWithPath: file).pathExtension.lowercased())
    }

    /// Whether `file` names a JPEG (`.jpg` or `.jpeg`), which the renderer decodes with libjpeg.
    package static func isJPEG(_ file: String) -> Bool {
        jpegExtensions.contains(URL(fileURLWithPath: file).pathExtension.lowercased())
    }

    /// What the `Contents.json` of the imageset holding `path` says of its rendering
    /// (`properties.template-rendering-intent`, `template` or `original`), nil when not in an
    /// imageset or not said.
    static func renderingIntent(ofImageAt path: String) -> Image.TemplateRenderingMode? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        guard folder.pathExtension == "imageset",
            let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = json["properties"] as? [String: Any],
            let intent = properties["template-rendering-intent"] as? String
        else { return nil }
        return switch intent {
        case "template": .template
        case "original": .original
        default: nil
        }
    }

    /// Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian) or a JPEG's frame header,
    /// or nil for a file that is neither.
    package static func pixelSize(of url: URL) -> CGSize? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24) else { return nil }
        if let size = pixelSize(ofPNG: header) { return size }
        guard header.starts(with: [0xFF, 0xD8]) else { return nil }
        return JPEGSizes.shared.size(of: url, header: header, handle: handle)
    }

    /// Width and height from a JPEG's start-of-frame segment (ITU T.81 B.2.2: markers 0xC0 to 0xCF
    /// but 0xC4, 0xC8 and 0xCC; height and width at bytes 3–6 of its body), walking the segments
    /// before it by their lengths; nil when the bytes end first or are not a JPEG's.
    package static func pixelSize(ofJPEG data: Data) -> CGSize? {
        let bytes = [UInt8](data)
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return width > 0 && height > 0 ? CGSize(width: width, height: height) : nil
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    /// Width and height from the start of a PNG's bytes, or nil when they are not a PNG's.
    static func pixelSize(ofPNG data: Data) -> CGSize? {
        let header = Data(data.prefix(24))
        guard header.count == 24, header.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func word(_ offset: Int) -> Int { header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (word(16), word(20))
        return width > 0 && height > 0 ? CGSize(width: width, height: height) : nil
    }

    /// The scale a bitmap was drawn for: what its imageset's `Contents.json` says of the file
    /// (`"scale" : "2x"`), else its name's `@2x` or `@3x`, else 1.
    package static func scale(of path: String) -> CGFloat {
        if let listed = ImagesetScales.shared.scale(of: path) { return listed }
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
    }
}
