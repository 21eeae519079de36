import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Images as SwiftUI sizes them: a bundle PNG at its pixels over the scale its file is for, a
/// resizable image at the size it is offered, and `aspectRatio`/`scaledToFit`/`scaledToFill`
/// offering the largest or smallest size of the ratio (Apple: `Image`, `resizable(capInsets:resizingMode:)`,
/// `aspectRatio(_:contentMode:)`).
@MainActor
struct ImageTests {
    func frame(_ view: some View) throws -> CGRect {
        let items = ViewHost(view).displayList(on: .iPhone16)
        return try #require(
            items.first {
                switch $0.content {
                case .bitmap, .symbol: true
                default: false
                }
            }
        ).frame
    }

    /// `badge@2x.png` is 60 × 40 px: 30 × 20 pt, in an asset catalog's imageset.
    @Test func aBundleImageTakesItsPointSize() throws {
        #expect(try frame(Image("badge", bundle: .module)).size == CGSize(width: 30, height: 20))
        let items = ViewHost(Image("badge", bundle: .module)).displayList(on: .iPhone16)
        #expect(items.contains { if case let .bitmap(path) = $0.content { path.hasSuffix("badge.imageset/badge@2x.png") } else { false } })
        // VoiceOver reads a bundle image by its name.
        #expect(ViewHost(Image("badge", bundle: .module)).accessibilityElements.map(\.label) == ["badge"])
    }

    @Test func aMissingImageTakesNoSpace() throws {
        let host = ViewHost(
            HStack(spacing: 0) {
                Image("nowhere", bundle: .module)
                Text("x")
            })
        let result = host.layout(on: .iPhone16)
        #expect(host.displayList(on: .iPhone16).allSatisfy { if case .bitmap = $0.content { false } else { true } })
        #expect(try #require(host.frames(ofText: "x", in: result).first).width > 0)
    }

    @Test func resizableFitAndFill() throws {
        // Stretched to the frame.
        #expect(try frame(Image("badge", bundle: .module).resizable().frame(width: 90, height: 90)).size == CGSize(width: 90, height: 90))
        // Fit: 3:2 inside 90 × 90 is 90 × 60; fill: 135 × 90 (overflowing the frame, centred).
        let fit = try frame(Image("badge", bundle: .module).resizable().scaledToFit().frame(width: 90, height: 90))
        #expect(fit.size == CGSize(width: 90, height: 60))
        let fill = try frame(Image("badge", bundle: .module).resizable().scaledToFill().frame(width: 90, height: 90))
        #expect(fill.size == CGSize(width: 135, height: 90))
        let square = try frame(Image("badge", bundle: .module).resizable().aspectRatio(1, contentMode: .fit).frame(width: 90, height: 60))
        #expect(square.size == CGSize(width: 60, height: 60))
        #expect(abs(square.midX - fit.midX) < 1e-9)
    }

    /// A resizable symbol fills the frame it is given as its box would (D231): `heart.fill`'s box is
    /// wider than tall (its advance by its ink and SF Symbols' margins, D293), so scaled to fit
    /// 60 × 60 it is 60 pt wide and as tall as the box's proportion makes it (53.9 pt, the box
    /// 19.67 × 17.67 on the 3x grid), its ink stretched with the box.
    @Test func aResizableSymbolFillsItsFrame() throws {
        let items = ViewHost(Image(systemName: "heart.fill").resizable().scaledToFit().frame(width: 60, height: 60))
            .displayList(on: .iPhone16)
        let found = items.lazy.compactMap { item -> (CGRect, CGRect)? in
            if case let .symbol(_, _, _, _, ink?) = item.content { (item.frame, ink) } else { nil }
        }.first
        let (frame, ink) = try #require(found)
        let box = try #require(SymbolMetrics.box(for: "heart.fill", pointSize: 17, weight: 400, scale: .medium))
        #expect(abs(frame.width - 60) < 1e-9)
        #expect(abs(frame.height - 60 * 53 / 59) < 0.34, "\(frame)")
        #expect(abs(ink.height - box.ink.height * frame.height / box.size.height) < 1e-6, "\(ink)")
        #expect(abs(ink.minX - box.ink.minX * 60 / box.size.width) < 1e-6, "\(ink)")
    }
}

/// Colors from an asset catalog: `Color(_:bundle:)` reads `NAME.colorset/Contents.json` as Xcode
/// writes it (components as floats, 8-bit integers or hex bytes), light and dark, and their High
/// Contrast variants under Increase Contrast.
@MainActor
struct AssetCatalogColorTests {
    func paint(_ scheme: ColorScheme, contrast: ColorSchemeContrast = .standard, color: Color = Color("Brand", bundle: .module)) throws
        -> DisplayPaint
    {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        environment._colorSchemeContrast = contrast
        let items = ViewHost(Text("Brand").foregroundStyle(color), environment: environment).displayList(on: .iPhone16)
        let text = try #require(items.compactMap { if case let .text(text) = $0.content { text } else { nil } }.first)
        return text.paint
    }

    @Test func aColorSetHasItsLightAndDarkValues() throws {
        // Light: red 255 (8-bit), green 0.400 (float), blue 0x5A (hex).
        #expect(try paint(.light) == .color(red: 1, green: 0.4, blue: 90.0 / 255, opacity: 1))
        #expect(try paint(.dark) == .color(red: 0.2, green: 0.2, blue: 0.2, opacity: 1))
    }

    /// Under Increase Contrast (UIKit's `UITraitCollection.accessibilityContrast` `.high`) a color
    /// set's High Contrast entries are drawn: Xcode writes them with the appearance `contrast` `high`,
    /// alone for Any and beside `luminosity` `dark` for Dark (Brand: black and 0.9 gray).
    @Test func increaseContrastDrawsTheHighContrastValues() throws {
        #expect(try paint(.light, contrast: .increased) == .color(red: 0, green: 0, blue: 0, opacity: 1))
        #expect(try paint(.dark, contrast: .increased) == .color(red: 0.9, green: 0.9, blue: 0.9, opacity: 1))
    }

    /// UIKit reads the same color set with its High Contrast entries (Apple: `UIColor(named:in:compatibleWith:)`
    /// resolves for the trait collection's `accessibilityContrast`), so a view bridging it with
    /// `Color(uiColor:)` draws them under Increase Contrast, and `resolvedColor(with:)` gives them.
    @Test func aUIKitColorSetKeepsItsHighContrastValues() throws {
        let brand = try #require(UIColor(named: "Brand", in: .module, compatibleWith: nil))
        #expect(try paint(.light, contrast: .increased, color: Color(uiColor: brand)) == .color(red: 0, green: 0, blue: 0, opacity: 1))
        #expect(try paint(.dark, contrast: .increased, color: Color(uiColor: brand)) == .color(red: 0.9, green: 0.9, blue: 0.9, opacity: 1))
        #expect(try paint(.dark, color: Color(uiColor: brand)) == .color(red: 0.2, green: 0.2, blue: 0.2, opacity: 1))
        var red: CGFloat = 1
        _ = brand.resolvedColor(with: UITraitCollection(accessibilityContrast: .high)).getRed(&red, green: nil, blue: nil, alpha: nil)
        #expect(red == 0)
        _ = brand.resolvedColor(with: UITraitCollection(accessibilityContrast: .normal)).getRed(&red, green: nil, blue: nil, alpha: nil)
        #expect(red == 1)
        // Through `UIColor(_:)` and `withAlphaComponent(_:)` the High Contrast values stay.
        let bridged = UIColor(Color("Brand", bundle: .module)).withAlphaComponent(0.5)
        #expect(try paint(.light, contrast: .increased, color: Color(uiColor: bridged)) == .color(red: 0, green: 0, blue: 0, opacity: 0.5))
    }

    /// A dynamic provider is asked for each appearance at normal and at high contrast, as UIKit asks
    /// it for the trait collection it resolves in.
    @Test func aDynamicProviderIsAskedForHighContrast() throws {
        let ink = UIColor { traits in
            traits.accessibilityContrast == .high ? .black : traits.userInterfaceStyle == .dark ? .white : UIColor(white: 0.5, alpha: 1)
        }
        #expect(try paint(.light, contrast: .increased, color: Color(uiColor: ink)) == .color(red: 0, green: 0, blue: 0, opacity: 1))
        #expect(try paint(.dark, contrast: .increased, color: Color(uiColor: ink)) == .color(red: 0, green: 0, blue: 0, opacity: 1))
        #expect(try paint(.dark, color: Color(uiColor: ink)) == .color(red: 1, green: 1, blue: 1, opacity: 1))
    }

    /// Each appearance takes the entry matching the most of its traits, luminosity first (D217): an
    /// explicit Light entry over Any, and Dark over Any + High Contrast when there is no Dark + High
    /// Contrast; a set with no High Contrast entry has no increased-contrast values.
    @Test func eachAppearanceTakesTheMostSpecificEntry() throws {
        func entry(_ gray: Double, _ appearances: [(String, String)]) -> String {
            let traits = appearances.map { #"{"appearance": "\#($0.0)", "value": "\#($0.1)"}"# }.joined(separator: ", ")
            return #"{"appearances": [\#(traits)], "color": {"components": {"red": "\#(gray)", "green": "\#(gray)", "blue": "\#(gray)"}}}"#
        }
        func parse(_ entries: [String]) throws -> ColorSetColors {
            try #require(ColorSetLookup.parse(Data(#"{"colors": [\#(entries.joined(separator: ", "))]}"#.utf8)))
        }
        let set = try parse([
            entry(0.5, []), entry(0.1, [("luminosity", "light")]), entry(0.7, [("luminosity", "dark")]),
            entry(0.3, [("contrast", "high")]),
        ])
        #expect(set.standard.light.red == 0.1 && set.standard.dark.red == 0.7)
        #expect(set.increasedContrast?.light.red == 0.1 && set.increasedContrast?.dark.red == 0.7)
        let anyOnly = try parse([entry(0.5, []), entry(0.3, [("contrast", "high")])])
        #expect(anyOnly.increasedContrast?.light.red == 0.3 && anyOnly.increasedContrast?.dark.red == 0.3)
        #expect(try parse([entry(0.5, []), entry(0.7, [("luminosity", "dark")])]).increasedContrast == nil)
        #expect(ColorSetLookup.parse(Data(#"{"colors": [\#(entry(0.7, [("luminosity", "dark")]))]}"#.utf8)) == nil)
    }

    @Test func aMissingColorIsClear() {
        #expect(Color("Missing", bundle: .module) == Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0))
        #expect(Color("Brand", bundle: .module) != Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0))
    }
}
