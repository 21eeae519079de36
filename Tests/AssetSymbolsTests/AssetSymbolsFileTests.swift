import AssetSymbols
import Foundation
import Testing

/// The generated file: a resource per asset with its name and bundle, the shorthands beside them,
/// nothing twice, and the same bytes for the same catalog.
struct AssetSymbolsFileTests {
    @Test func eachAssetGetsAResourceWithItsNameAndBundle() {
        let file = AssetSymbolsFile(
            assets: [CatalogAsset(name: "BrandColor", kind: .color), CatalogAsset(name: "hero image", kind: .image)],
            bundle: .module)
        #expect(file.source.contains("private let resourceBundle = Foundation.Bundle.module\n"))
        #expect(
            file.source.contains(
                "    static let brand = DeveloperToolsSupport.ColorResource(name: \"BrandColor\", bundle: resourceBundle)\n"))
        #expect(
            file.source.contains(
                "    static let heroImage = DeveloperToolsSupport.ImageResource(name: \"hero image\", bundle: resourceBundle)\n"))
        #expect(file.source.contains("extension SwiftUI.ShapeStyle where Self == SwiftUI.Color {\n"))
        #expect(
            file.source.contains(
                "    static var heroImage: UIKit.UIImage { .init(resource: DeveloperToolsSupport.ImageResource.heroImage) }\n"))
        #expect(file.skipped.isEmpty)
    }

    @Test func aSymbolTwoAssetsShareIsWrittenOnceAndAFrameworkColorGetsNoShorthand() {
        let file = AssetSymbolsFile(
            assets: [
                CatalogAsset(name: "some_blue", kind: .color), CatalogAsset(name: "someBlue", kind: .color),
                CatalogAsset(name: "Red", kind: .color),
            ], bundle: .main)
        #expect(file.source.components(separatedBy: "static let someBlue ").count == 2)
        // `someBlue` sorts before `some_blue`, so it keeps the symbol.
        #expect(file.source.contains("ColorResource(name: \"someBlue\""))
        #expect(!file.source.contains("ColorResource(name: \"some_blue\""))
        #expect(file.source.contains("static let red = DeveloperToolsSupport.ColorResource(name: \"Red\""))
        #expect(!file.source.contains("static var red:"))
        #expect(file.skipped.count == 2)
        #expect(file.source.contains("Foundation.Bundle.main\n"))
    }

    @Test func aCatalogIsReadWithItsNamespacesAndWrittenTheSameEachTime() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("asset-symbols-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Assets.xcassets")
        let manager = FileManager.default
        for folder in ["Brand.colorset", "Icons/close.imageset", "Group/logo.imageset", "AppIcon.appiconset"] {
            try manager.createDirectory(at: catalog.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data(#"{"properties":{"provides-namespace":true}}"#.utf8).write(to: catalog.appendingPathComponent("Icons/Contents.json"))
        let assets = try AssetCatalogScanner.assets(in: catalog)
        #expect(
            assets == [
                CatalogAsset(name: "Brand", kind: .color), CatalogAsset(name: "Icons/close", kind: .image),
                CatalogAsset(name: "logo", kind: .image),
            ])
        let output = root.appendingPathComponent("GeneratedAssetSymbols.swift").path
        _ = try AssetSymbolsCommand.run(["--bundle", "module", "--output", output, catalog.path])
        let first = try Data(contentsOf: URL(fileURLWithPath: output))
        _ = try AssetSymbolsCommand.run(["--bundle", "module", "--output", output, catalog.path])
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == first)
        #expect(String(decoding: first, as: UTF8.self).contains("static let iconsClose = "))
    }

    @Test func badArgumentsAreNamed() {
        #expect(throws: AssetSymbolsError.self) { try AssetSymbolsCommand.run(["--bundle", "app"]) }
        let missing = "/nonexistent/Assets.xcassets"
        #expect(throws: AssetSymbolsError(input: missing, reason: "is not an asset catalog folder")) {
            try AssetSymbolsCommand.run(["--bundle", "main", "--output", "/tmp/x.swift", missing])
        }
        #expect(throws: AssetSymbolsError.self) { try AssetSymbolsCommand.run(["--bundle", "main", "notes.txt"]) }
    }
}
