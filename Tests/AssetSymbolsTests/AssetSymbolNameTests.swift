import AssetSymbols
import Testing

/// The names Xcode gives generated asset symbols: lower camel case, words split at anything that is
/// not a letter or a digit, a color's trailing `Color` dropped (SwiftFormat issue #1634 lists
/// `some_blue` → `someBlue` and `someBlueColor` → `someBlue`), D302.
struct AssetSymbolNameTests {
    @Test func namesBecomeLowerCamelCase() {
        #expect(AssetSymbolName.make(for: "some_blue", kind: .color) == "someBlue")
        #expect(AssetSymbolName.make(for: "hero-image", kind: .image) == "heroImage")
        #expect(AssetSymbolName.make(for: "Brand Blue", kind: .color) == "brandBlue")
        #expect(AssetSymbolName.make(for: "avatar2", kind: .image) == "avatar2")
        #expect(AssetSymbolName.make(for: "piratesOfTheCaribbean", kind: .image) == "piratesOfTheCaribbean")
        #expect(AssetSymbolName.make(for: "Icons/close", kind: .image) == "iconsClose")
    }

    @Test func aColorDropsItsTrailingColorAndAnImageKeepsIt() {
        #expect(AssetSymbolName.make(for: "someBlueColor", kind: .color) == "someBlue")
        #expect(AssetSymbolName.make(for: "AccentColor", kind: .color) == "accent")
        #expect(AssetSymbolName.make(for: "Color", kind: .color) == "color")
        #expect(AssetSymbolName.make(for: "backgroundColor", kind: .image) == "backgroundColor")
    }

    @Test func leadingCapitalsAreLoweredAsAWord() {
        #expect(AssetSymbolName.make(for: "URL", kind: .image) == "url")
        #expect(AssetSymbolName.make(for: "URLIcon", kind: .image) == "urlIcon")
        #expect(AssetSymbolName.make(for: "Brand", kind: .color) == "brand")
    }

    @Test func namesThatAreNotIdentifiersAreMadeOnes() {
        #expect(AssetSymbolName.make(for: "3d-badge", kind: .image) == "_3dBadge")
        #expect(AssetSymbolName.make(for: "default", kind: .image) == "`default`")
        #expect(AssetSymbolName.make(for: "--", kind: .image) == nil)
    }
}
