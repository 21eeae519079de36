import DesignTokens
import Testing

@testable import TokenExport

struct AssetCatalogWriterTests {
    /// A color set as Xcode writes it from its color panel (8-bit hex input): #00E676 at 20% with
    /// a white dark appearance.
    static let glow = """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "0.200",
                  "blue" : "0x76",
                  "green" : "0xE6",
                  "red" : "0x00"
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
                  "blue" : "0xFF",
                  "green" : "0xFF",
                  "red" : "0xFF"
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

    @Test func colorSetMatchesXcodeByteForByte() {
        let files = AssetCatalogWriter.files([SampleTokens.set])
        #expect(files["sample/color-glow.colorset/Contents.json"] == Self.glow)
    }

    @Test func colorsGradientStopsAndShadowsBecomeColorSets() {
        let files = AssetCatalogWriter.files([SampleTokens.set])
        #expect(
            files.keys.sorted() == [
                "Contents.json",
                "sample/Contents.json",
                "sample/color-glow.colorset/Contents.json",
                "sample/gradient-peachRose-0.colorset/Contents.json",
                "sample/gradient-peachRose-1.colorset/Contents.json",
                "sample/shadow-card.colorset/Contents.json",
            ])
        #expect(files["sample/gradient-peachRose-1.colorset/Contents.json"]!.contains("\"red\" : \"0x41\""))
    }

    @Test func catalogAndNamespaceFolders() {
        let files = AssetCatalogWriter.files([SampleTokens.set])
        #expect(
            files["Contents.json"] == """
                {
                  "info" : {
                    "author" : "xcode",
                    "version" : 1
                  }
                }

                """)
        #expect(
            files["sample/Contents.json"] == """
                {
                  "info" : {
                    "author" : "xcode",
                    "version" : 1
                  },
                  "properties" : {
                    "provides-namespace" : true
                  }
                }

                """)
    }

    @Test func alphaHasThreeDecimals() {
        #expect(AssetCatalogWriter.colorSet(AdaptiveColor(.white.opacity(0.06))).contains("\"alpha\" : \"0.060\""))
        #expect(AssetCatalogWriter.colorSet(AdaptiveColor(.clear)).contains("\"alpha\" : \"0.000\""))
    }
}
