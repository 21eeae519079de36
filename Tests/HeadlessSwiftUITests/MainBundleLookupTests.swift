import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// A lookup that names no bundle (`Image("photo")`, `Color("Brand")`, `Text("Sets")`) finds the
/// app's resources (D307). On iOS they are in the app's main bundle; on Linux SwiftPM puts a
/// target's resources in a `Package_Target.resources` folder beside the executable, so the lookup
/// searches those after the main bundle. This test target's own catalog stands for an app's.
@MainActor
struct MainBundleLookupTests {
    func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func textPaint(_ color: Color) throws -> DisplayPaint {
        let items = ViewHost(Text(verbatim: "Brand").foregroundStyle(color)).displayList(on: .iPhone16)
        return try #require(items.compactMap { if case let .text(text) = $0.content { text.paint } else { nil } }.first)
    }

    @Test func namesWithoutABundleFindTheTargetsCatalog() throws {
        // Brand's light value: red 255, green 0.400, blue 0x5A (AssetCatalogColorTests).
        #expect(try textPaint(Color("Brand")) == .color(red: 1, green: 0.4, blue: 90.0 / 255, opacity: 1))
        let brand = try #require(UIColor(named: "Brand"))
        var green: CGFloat = 0
        _ = brand.getRed(nil, green: &green, blue: nil, alpha: nil)
        #expect(abs(green - 0.4) < 1e-9)
        let photo = try #require(UIImage(named: "photo"))
        #expect(photo.size == UIImage(named: "photo", in: .module, with: nil)?.size)
        // A name no bundle has is still missing: clear, and no image.
        #expect(try textPaint(Color("NoSuchColor")) == .color(red: 0, green: 0, blue: 0, opacity: 0))
        #expect(UIImage(named: "NoSuchImage") == nil)
    }

    @Test func theMainBundleComesFirstThenResourceBundlesByName() throws {
        let build = try folder("build")
        defer { try? FileManager.default.removeItem(at: build) }
        for name in ["Zed_App.resources", "Acme_App.resources", "Acme_Kit.bundle", "Acme_App.swiftmodule"] {
            try FileManager.default.createDirectory(at: build.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let main = try #require(Bundle(path: build.path))
        let found = Bundle.lookupBundles(besideMain: main).map(\.bundleURL.lastPathComponent)
        #expect(found == [build.lastPathComponent, "Acme_App.resources", "Zed_App.resources"])
    }

    /// Apple, `Color.accentColor`: "You can set it at the application level by specifying an accent
    /// color in your app's asset catalog". Xcode's app template names that set `AccentColor`.
    @Test func anAccentColorSetIsTheAppsAccent() throws {
        let empty = try folder("empty")
        let app = try folder("app")
        defer {
            try? FileManager.default.removeItem(at: empty)
            try? FileManager.default.removeItem(at: app)
        }
        let set = app.appendingPathComponent("Assets.xcassets/AccentColor.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(
            #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.800","green":"0.200","blue":"0.400","alpha":"1.000"}},"idiom":"universal"}]}"#
                .utf8
        ).write(to: set.appendingPathComponent("Contents.json"))
        let bundles = try [#require(Bundle(path: empty.path)), #require(Bundle(path: app.path))]
        let accent = try #require(AppAccentColor.color(in: bundles))
        #expect(try textPaint(accent) == .color(red: 0.8, green: 0.2, blue: 0.4, opacity: 1))
        #expect(AppAccentColor.color(in: [bundles[0]]) == nil)
        // This package's bundles have no AccentColor set: the accent is the system blue.
        #expect(try textPaint(.accentColor) == textPaint(.blue))
        #expect(try textPaint(.accentColor) != textPaint(accent))
    }

    /// An image made from a file or from bytes is that file, not an asset looked up by its name:
    /// `UIImage(contentsOfFile:)` of a `mark.png` is not the catalog's template `mark` (UIKit reads
    /// the file alone), though a lookup without a bundle now reaches this target's catalog.
    @Test func aFileImageIsNotTheAssetOfItsName() throws {
        let folder = try folder("file")
        defer { try? FileManager.default.removeItem(at: folder) }
        let asset = try #require(Bundle.module.resourceURL?.appendingPathComponent("Assets.xcassets/mark.imageset/mark@2x.png"))
        let file = folder.appendingPathComponent("mark.png")
        try FileManager.default.copyItem(at: asset, to: file)
        #expect(Image("mark").rendersAsTemplate)
        let image = try #require(UIImage(contentsOfFile: file.path))
        #expect(!Image(uiImage: image).rendersAsTemplate)
        let bytes = try #require(UIImage(data: Data(contentsOf: file)))
        #expect(!Image(uiImage: bytes).rendersAsTemplate)
    }
}
