import Foundation

extension Bundle {
    /// The folders a bundle's resources sit in where SwiftPM puts them: the resources' root
    /// (`.process`) and a copied `Resources` folder (`.copy("Resources")`). Nothing deeper is
    /// searched: a main bundle may be a whole build folder.
    package var resourceFolders: [URL] {
        guard let root = resourceURL else { return [] }
        return [root, root.appendingPathComponent("Resources")]
    }
}
