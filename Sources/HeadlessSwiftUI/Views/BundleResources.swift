import Foundation

extension Bundle {
    /// The folders a bundle's resources sit in where SwiftPM puts them: the resources' root
    /// (`.process`) and a copied `Resources` folder (`.copy("Resources")`). Nothing deeper is
    /// searched: a main bundle may be a whole build folder.
    package var resourceFolders: [URL] {
        guard let root = resourceURL else { return [] }
        return [root, root.appendingPathComponent("Resources")]
    }

    /// Where a lookup that names no bundle searches (D307): the main bundle, then each SwiftPM
    /// resource bundle beside it in name order. On iOS an app's catalogs and string tables are in
    /// its main bundle, so `Image("logo")`, `Color("Brand")` and `Text("greeting")` find them
    /// there; on Linux SwiftPM puts a target's resources in a `Package_Target.resources` folder
    /// beside the executable, and the main bundle is the build folder, which holds none.
    package static let mainLookupBundles: [Bundle] = lookupBundles(besideMain: .main)

    /// The main bundle followed by the `*.resources` folders in its folder, sorted by name.
    package static func lookupBundles(besideMain main: Bundle) -> [Bundle] {
        let folder = main.bundleURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let resourceBundles = names.filter { $0.hasSuffix(".resources") }.sorted().compactMap {
            Bundle(path: folder.appendingPathComponent($0).path)
        }
        return [main] + resourceBundles
    }

    /// What `find` returns for `bundle`, or, when no bundle is named, for the first of
    /// `mainLookupBundles` it finds something in.
    package static func lookUp<Found>(in bundle: Bundle?, _ find: (Bundle) -> Found?) -> Found? {
        if let bundle { return find(bundle) }
        return firstFound(in: mainLookupBundles, find)
    }

    /// What `find` returns for the first of `bundles` it finds something in.
    package static func firstFound<Found>(in bundles: [Bundle], _ find: (Bundle) -> Found?) -> Found? {
        for candidate in bundles {
            if let found = find(candidate) { return found }
        }
        return nil
    }
}
