import DesignTokens
import Testing

@testable import TokenExport

/// Every token of every theme appears in each format, and each format gives the same bytes twice.
struct CoverageTests {
    static func isText(_ entry: TokenEntry) -> Bool { if case .text = entry.value { true } else { false } }

    @Test(arguments: Dialect.allCases)
    func dtcgHasATokenOrANotePerEntry(dialect: Dialect) {
        let theme = Theme.of(dialect)
        let document = DTCGWriter.document([TokenSet(theme)])
        let notes = theme.tokens.filter(Self.isText)
        #expect(document.components(separatedBy: "\"$type\": ").count - 1 == theme.tokens.count - notes.count)
        #expect(notes.allSatisfy { document.contains("\"\($0.name)\": ") })
    }

    @Test(arguments: Dialect.allCases)
    func cssHasAPropertyPerEntry(dialect: Dialect) {
        let theme = Theme.of(dialect)
        let root = CSSWriter.document([TokenSet(theme)]).components(separatedBy: "@media")[0]
        #expect(root.components(separatedBy: "\n  --airfit-\(theme.name)-").count - 1 == theme.tokens.count)
    }

    @Test(arguments: Dialect.allCases)
    func swiftHasAConstantPerEntry(dialect: Dialect) {
        let theme = Theme.of(dialect)
        let source = SwiftSourceWriter.document([TokenSet(theme)])
        #expect(source.components(separatedBy: "public static let ").count - 1 == theme.tokens.count)
    }

    @Test(arguments: Dialect.allCases)
    func assetCatalogHasAColorSetPerColor(dialect: Dialect) {
        let theme = Theme.of(dialect)
        let set = TokenSet(theme)
        let files = AssetCatalogWriter.files([set])
        let colorSets = files.keys.filter { $0.hasSuffix(".colorset/Contents.json") }
        #expect(colorSets.count == AssetCatalogWriter.colors(set).count)
        let colors = theme.tokens.filter { if case .color = $0.value { true } else { false } }
        #expect(!colors.isEmpty)
        #expect(colors.allSatisfy { files["\(theme.name)/\($0.path.joined(separator: "-")).colorset/Contents.json"] != nil })
    }

    @Test(arguments: TokenFormat.allCases)
    func twoRunsGiveTheSameBytes(format: TokenFormat) {
        #expect(format.export(Theme.all) == format.export(Theme.all))
        #expect(format.export([Theme.liquid]) == format.export([TokenSet(.liquid)]))
    }
}
