// Writes the asset symbols Xcode generates for a target's asset catalogs
// (`GeneratedAssetSymbols.swift`: `ImageResource.avatar`, `ColorResource.brand`, `Color.brand`), on
// Linux, where no Xcode writes them, so a file that says `Image(.avatar)` compiles there unchanged
// (D302). On Apple platforms it writes nothing: Xcode generates the same symbols itself.
//
// An app's package applies it to the target that holds the catalogs:
//
// ```swift
// .target(
//     name: "MyScreens",
//     dependencies: [.product(name: "DeveloperToolsSupport", package: "AirFitUI", condition: .when(platforms: [.linux]))],
//     resources: [.copy("Assets.xcassets")],
//     plugins: [.plugin(name: "GenerateAssetSymbols", package: "AirFitUI")])
// ```
import Foundation
import PackagePlugin

@main
struct GenerateAssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        #if os(Linux)
            guard let target = target as? SourceModuleTarget else { return [] }
            let catalogs = Self.catalogs(in: target.sourceFiles.map(\.url))
            guard !catalogs.isEmpty else { return [] }
            let inputs = catalogs.flatMap(Self.files(in:))
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
            let hasResources = target.sourceFiles.contains { $0.type == .resource }
            return [
                .buildCommand(
                    displayName: "Generating asset symbols for \(target.name)",
                    executable: try context.tool(named: "asset-symbols").url,
                    arguments: ["--bundle", hasResources ? "module" : "main", "--output", output.path] + catalogs.map(\.path),
                    inputFiles: inputs, outputFiles: [output])
            ]
        #else
            return []
        #endif
    }

    /// The `.xcassets` folders among `files`, holding one of them, or inside one that is a folder
    /// (a `.copy("Resources")` lists its folder alone), in path order.
    static func catalogs(in files: [URL]) -> [URL] {
        var found: Set<URL> = []
        for file in files {
            var folder = file
            while folder.pathComponents.count > 1 {
                if folder.pathExtension == "xcassets" { found.insert(folder.standardizedFileURL) }
                folder.deleteLastPathComponent()
            }
            guard let walk = FileManager.default.enumerator(at: file, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.pathExtension == "xcassets" {
                found.insert(url.standardizedFileURL)
                walk.skipDescendants()
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Every file in `catalog`, so an edit to any of them writes the symbols again.
    static func files(in catalog: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [catalog] }
        return [catalog] + walk.compactMap { $0 as? URL }.sorted { $0.path < $1.path }
    }
}
