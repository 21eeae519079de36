import Foundation

/// An earlier gallery folder to compare a new gallery with (`airfit gallery --baseline DIR`).
public struct GalleryBaseline: Sendable {
    /// The folder, as given.
    public let path: String
    /// The gallery pictures it holds, relative to the folder and sorted
    /// (`GalleryComparison.isPicture`).
    public private(set) var pictures: [String]
    private let root: URL

    /// A baseline file larger than this is reported as unreadable rather than read: 256 MiB, ten
    /// times the gallery's largest animation.
    public static let maximumFileBytes = 256 << 20
    /// A folder with more pictures than this is not a gallery: 20,000, thirty times the gallery's.
    public static let maximumPictures = 20_000

    /// Lists the pictures in the gallery folder at `path`.
    ///
    /// - Parameter path: A folder an earlier `airfit gallery` wrote.
    /// - Throws: `GalleryBaselineError` when `path` is not a readable folder, has no gallery
    ///   manifest (`GalleryManifest`), or holds more than `maximumPictures` pictures.
    public init(path: String) throws(GalleryBaselineError) {
        self.path = path
        root = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw GalleryBaselineError("--baseline \(path): no such folder (it should be a gallery an earlier `airfit gallery` wrote)")
        }
        _ = try GalleryManifest.read(in: root, named: path)
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { throw GalleryBaselineError("--baseline \(path): the folder cannot be read") }
        var found: [String] = []
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            guard GalleryComparison.isPicture(relative) else { continue }
            found.append(relative)
            guard found.count <= Self.maximumPictures else {
                throw GalleryBaselineError(
                    "--baseline \(path): more than \(Self.maximumPictures) pictures; that is not a gallery folder")
            }
        }
        pictures = found.sorted()
    }

    /// The baseline limited to the pictures whose path contains `filter` (all of them for nil), to
    /// compare with a gallery drawn with `--only`.
    ///
    /// - Parameter filter: The text a picture's path must contain.
    public func restricted(to filter: String?) -> GalleryBaseline {
        let filter = PictureFilter(filter)
        guard !filter.parts.isEmpty else { return self }
        var copy = self
        copy.pictures = pictures.filter { filter.matches($0) }
        return copy
    }

    /// The bytes of the picture at `relative`, or why they cannot be read.
    func bytes(of relative: String) -> Result<[UInt8], GalleryBaselineError> {
        let url = root.appendingPathComponent(relative)
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= Self.maximumFileBytes else {
            return .failure(GalleryBaselineError("the file is \(size) bytes; the limit is \(Self.maximumFileBytes)"))
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(GalleryBaselineError("the file cannot be read"))
        }
        return .success(Array(data))
    }
}

/// A baseline that cannot be used, in a sentence naming it.
public struct GalleryBaselineError: Error, Equatable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
