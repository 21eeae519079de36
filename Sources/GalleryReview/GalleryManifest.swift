import Foundation

/// `gallery.json`, the file that marks a folder as a gallery `airfit gallery` wrote: what made it and
/// the pictures it holds. `--baseline` refuses a folder without one (pointed at `Sources/`, it used to
/// report every new picture as added and exit 0).
///
/// ```json
/// { "generator": "airfit gallery", "pictures": ["accessibility/chat-ax3.png", ...], "schemaVersion": 1 }
/// ```
public struct GalleryManifest: Codable, Equatable, Sendable {
    /// The manifest's file name, at the root of the gallery folder.
    public static let fileName = "gallery.json"
    /// The generator every manifest names.
    public static let generatorName = "airfit gallery"
    /// The version of this format; bumped when a field is renamed or removed.
    public static let currentSchemaVersion = 1

    /// The version of the format the manifest was written in.
    public let schemaVersion: Int
    /// What wrote the folder: `"airfit gallery"`.
    public let generator: String
    /// The pictures and animations of the gallery, relative to its folder, sorted.
    public let pictures: [String]

    /// The manifest of a gallery holding `pictures`.
    ///
    /// - Parameter pictures: The gallery's pictures, relative to its folder, in any order.
    public init(pictures: [String]) {
        schemaVersion = Self.currentSchemaVersion
        generator = Self.generatorName
        self.pictures = pictures.sorted()
    }

    /// The manifest as `gallery.json` holds it: sorted keys, slashes unescaped, a final newline.
    public func json() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [UInt8(ascii: "\n")]
    }

    /// The manifest of the gallery folder `root`, or why there is none.
    ///
    /// - Parameters:
    ///   - root: The folder.
    ///   - path: The folder as the user named it, for the message.
    static func read(in root: URL, named path: String) throws(GalleryBaselineError) -> GalleryManifest {
        let file = root.appendingPathComponent(fileName)
        let notAGallery =
            "--baseline \(path): not a gallery folder (it has no \(fileName)); name a folder an earlier `airfit gallery` wrote"
        guard FileManager.default.fileExists(atPath: file.path) else { throw GalleryBaselineError(notAGallery) }
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        guard size <= 16 << 20, let data = try? Data(contentsOf: file),
            let manifest = try? JSONDecoder().decode(GalleryManifest.self, from: data), manifest.generator == generatorName
        else {
            throw GalleryBaselineError("--baseline \(path): its \(fileName) is not a gallery manifest that `airfit gallery` wrote")
        }
        guard manifest.schemaVersion <= currentSchemaVersion else {
            throw GalleryBaselineError(
                "--baseline \(path): its \(fileName) is schema version \(manifest.schemaVersion); this airfit reads up to \(currentSchemaVersion)"
            )
        }
        return manifest
    }
}
