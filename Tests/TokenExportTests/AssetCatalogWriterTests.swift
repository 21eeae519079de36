import DesignTokens
@testable import TokenExport
import Testing

struct AssetCatalogWriterTests {
    /// A color set as Xcode 16 writes it for #FDE4D2 with a dark #362128.
    static let peachRoseStart = """
    {
      "colors" : [
        {
          "color" : {
            "color-space" : "srgb",
            "components" : {
              "alpha" : "1.000",
              "blue" : "0xD2",
              "green" : "0xE4",
              "red" : "0xFD"
            }
          },
          "idiom" : "universal"
        },
        {
          "appearances" : [
            {
              "appearance" : "luminosity",
              "value" : "dark"
            }
          ],
          "color" : {
            "color-space" : "srgb",
            "components" : {
              "alpha" : "1.000",
              "blue" : "0x28",
              "green" : "0x21",
              "red" : "0x36"
            }
          },
          "idiom" : "universal"
        }
      ],
      "info" : {
        "author" : "xcode",
        "version" : 1
      }
    }

    """

    @Test func colorSetMatchesXcode() throws {
        let files = AssetCatalogWriter.files([.pastel])
        #expect(files["pastel/gradient-peachRose-0.colorset/Contents.json"] == Self.peachRoseStart)
    }

    @Test func translucentAlpha() {
        let json = AssetCatalogWriter.colorSet(AdaptiveColor(.white.opacity(0.06)))
        #expect(json.contains("\"alpha\" : \"0.060\""))
    }

    @Test func catalogAndNamespaceContents() {
        let files = AssetCatalogWriter.files(Theme.all)
        #expect(files["Contents.json"] == "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        #expect(files["athletic/Contents.json"]!.contains("\"provides-namespace\" : true"))
    }

    @Test(arguments: Theme.all)
    func oneColorSetPerColor(theme: Theme) {
        let files = AssetCatalogWriter.files([theme])
        #expect(files.keys.filter { $0.hasSuffix(".colorset/Contents.json") }.count == AssetCatalogWriter.colors(theme).count)
        let colorTokens = theme.tokens.filter { if case .color = $0.value { true } else { false } }
        #expect(colorTokens.allSatisfy { files["\(theme.name)/\($0.path.joined(separator: "-")).colorset/Contents.json"] != nil })
    }
}
