import Foundation

/// What the `asset-symbols` tool does with its arguments: reads the asset catalogs it names and
/// writes their `GeneratedAssetSymbols.swift`, the same bytes for the same catalogs, in one step (a
/// file written to a temporary name and moved over the old one, never left half-written).
///
/// ```
/// asset-symbols --bundle module --output .build/GeneratedAssetSymbols.swift Sources/App/Assets.xcassets
/// ```
public enum AssetSymbolsCommand {
    /// How to call the tool.
    public static let usage = "usage: asset-symbols --bundle module|main --output FILE CATALOG.xcassets..."

    /// Runs the tool on `arguments` (without the program's name); returns the warnings to print.
    public static func run(_ arguments: [String]) throws -> [String] {
        var bundle: AssetSymbolsFile.BundleChoice?
        var output: String?
        var catalogs: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--bundle":
                guard let value = rest.popFirst(), let choice = AssetSymbolsFile.BundleChoice(rawValue: value) else {
                    throw AssetSymbolsError(input: "--bundle", reason: "takes module or main. \(usage)")
                }
                bundle = choice
            case "--output":
                guard let value = rest.popFirst() else {
                    throw AssetSymbolsError(input: "--output", reason: "takes a file path. \(usage)")
                }
                output = value
            default:
                guard argument.hasSuffix(".xcassets") else {
                    throw AssetSymbolsError(input: argument, reason: "is not an option or an .xcassets folder. \(usage)")
                }
                catalogs.append(argument)
            }
        }
        guard let bundle else { throw AssetSymbolsError(input: "--bundle", reason: "is required. \(usage)") }
        guard let output else { throw AssetSymbolsError(input: "--output", reason: "is required. \(usage)") }
        var assets: [CatalogAsset] = []
        for catalog in catalogs.sorted() {
            assets += try AssetCatalogScanner.assets(in: URL(fileURLWithPath: catalog))
        }
        let file = AssetSymbolsFile(assets: assets, bundle: bundle)
        let target = URL(fileURLWithPath: output)
        do {
            try Data(file.source.utf8).write(to: target, options: .atomic)
        } catch {
            throw AssetSymbolsError(input: output, reason: "cannot be written (\(error.localizedDescription))")
        }
        return file.skipped.map { "warning: asset-symbols: \($0)" }
    }
}
