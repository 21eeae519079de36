import Foundation

/// The scale each file of an asset catalog's imageset is for, as its `Contents.json` lists it
/// (`{ "filename" : "photo.jpg", "scale" : "2x" }`): Xcode names a dropped file as it was named,
/// so the scale is in the list, not in the name. Read once per imageset and kept.
package final class ImagesetScales: @unchecked Sendable {
    package static let shared = ImagesetScales()
    private let lock = NSLock()
    private var cache: [String: [String: CGFloat]] = [:]

    /// The scale the imageset holding `path` lists for its file, or nil when `path` is not in an
    /// imageset or the list does not say.
    package func scale(of path: String) -> CGFloat? {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        guard folder.pathExtension == "imageset" else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if cache[folder.path] == nil { cache[folder.path] = Self.read(folder) }
        return cache[folder.path]?[url.lastPathComponent]
    }

    /// File name to scale, from the imageset's `images` entries that name a file and a scale.
    static func read(_ folder: URL) -> [String: CGFloat] {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let images = json["images"] as? [[String: Any]]
        else { return [:] }
        var scales: [String: CGFloat] = [:]
        for image in images {
            guard let file = image["filename"] as? String, let scale = image["scale"] as? String,
                let value = Double(scale.dropLast()), scale.hasSuffix("x"), value > 0
            else { continue }
            scales[file] = CGFloat(value)
        }
        return scales
    }
}
