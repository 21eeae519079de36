// Writes the asset symbols Xcode generates (`GeneratedAssetSymbols.swift`) for the asset catalogs
// it is given: the GenerateAssetSymbols build plugin runs it on Linux (D302).
import AssetSymbols
import Foundation

do {
    for warning in try AssetSymbolsCommand.run(Array(CommandLine.arguments.dropFirst())) {
        FileHandle.standardError.write(Data((warning + "\n").utf8))
    }
} catch {
    FileHandle.standardError.write(Data("error: asset-symbols: \(error)\n".utf8))
    exit(1)
}
