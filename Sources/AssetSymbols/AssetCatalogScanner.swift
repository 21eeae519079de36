import Foundation

/// Lists an asset catalog's color and image sets, as Xcode's asset compiler names them: a set's
/// name is its folder's name without `.colorset` or `.imageset`, prefixed with the names of the
/// enclosing folders whose `Contents.json` says `"provides-namespace" : true` (`"Icons/close"`).
/// Folders that do not provide a namespace only group. The list is sorted, so the generated file
/// is the same for the same catalog.
///
/// ```swift
/// let assets = try AssetCatalogScanner.assets(in: URL(fileURLWithPath: "Sources/App/Assets.xcassets"))
/// ```
public enum AssetCatalogScanner {
    /// The color and image sets in the catalog at `catalog`; throws when it is not a folder.
    public static func assets(in catalog: URL) throws -> [CatalogAsset] {
        guard isFolder(catalog) else {
            throw AssetSymbolsError(input: catalog.path, reason: "is not an asset catalog folder")
        }
        var found: [CatalogAsset] = []
        try collect(in: catalog, namespace: "", into: &found)
        return found.sorted()
    }

    private static func collect(in folder: URL, namespace: String, into found: inout [CatalogAsset]) throws {
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        for entry in entries {
            let url = folder.appendingPathComponent(entry)
            guard isFolder(url) else { continue }
            let stem = url.deletingPathExtension().lastPathComponent
            if let kind = AssetKind(rawValue: url.pathExtension) {
                found.append(CatalogAsset(name: namespace + stem, kind: kind))
            } else if url.pathExtension.isEmpty {
                let inner = providesNamespace(url) ? namespace + entry + "/" : namespace
                try collect(in: url, namespace: inner, into: &found)
            }
        }
    }

    /// Whether `url` names an existing folder.
    static func isFolder(_ url: URL) -> Bool {
        (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true
    }

    /// Whether the group folder's `Contents.json` says `properties.provides-namespace` is true.
    static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = json["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }
}
