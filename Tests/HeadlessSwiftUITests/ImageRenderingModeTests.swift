import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// `renderingMode(_:)` as Apple documents it (`Image.TemplateRenderingMode.template`: "renders all
/// non-transparent pixels as the foreground color"): a template bitmap draws the foreground style
/// through the image's alpha; `.original` draws its pixels; nil keeps what the asset catalog's
/// imageset says (`template-rendering-intent`, Xcode's "Render As").
@MainActor
struct ImageRenderingModeTests {
    /// The display list's fills and bitmaps, with the masks they draw into.
    func drawn(_ view: some View) -> (fills: [DisplayItem], bitmaps: [DisplayItem]) {
        let items = ViewHost(view).displayList(on: .iPhone16)
        let fills = items.filter { if case .fill = $0.content { true } else { false } }
        let bitmaps = items.filter { if case .bitmap = $0.content { true } else { false } }
        return (fills, bitmaps)
    }

    func masked(_ item: DisplayItem) -> Bool { item.groups.contains { if case .masked = $0.effect { true } else { false } } }
    func mask(_ item: DisplayItem) -> Bool { item.groups.contains { if case .mask = $0.effect { true } else { false } } }

    @Test func aTemplateDrawsTheForegroundThroughTheImage() throws {
        let (fills, bitmaps) = drawn(Image("badge", bundle: .module).renderingMode(.template).foregroundStyle(.orange))
        let fill = try #require(fills.first)
        let bitmap = try #require(bitmaps.first)
        // UIKit's systemOrange, light: (255, 149, 0).
        #expect(fill.content == .fill(.color(red: 1, green: 149.0 / 255, blue: 0, opacity: 1)))
        #expect(fill.frame == bitmap.frame)
        #expect(fill.frame.size == CGSize(width: 30, height: 20))
        #expect(masked(fill) && !mask(fill))
        #expect(mask(bitmap) && !masked(bitmap))
    }

    @Test func aTemplateWithoutAForegroundDrawsInThePrimaryColor() throws {
        let (fills, _) = drawn(Image("badge", bundle: .module).renderingMode(.template).environment(\.colorScheme, .dark))
        #expect(try #require(fills.first).content == .fill(.color(red: 1, green: 1, blue: 1, opacity: 1)))
    }

    @Test func anOriginalImageDrawsItsPixels() throws {
        let (fills, bitmaps) = drawn(Image("badge", bundle: .module).foregroundStyle(.orange))
        #expect(fills.isEmpty)
        #expect(try !mask(#require(bitmaps.first)))
    }

    /// `mark.imageset` says `"template-rendering-intent" : "template"`.
    @Test func theAssetCatalogSaysHowItRenders() throws {
        let (fills, bitmaps) = drawn(Image("mark", bundle: .module).foregroundStyle(.orange))
        #expect(fills.count == 1)
        #expect(try mask(#require(bitmaps.first)))
        // `.original` in code wins over the catalog.
        let original = drawn(Image("mark", bundle: .module).renderingMode(.original).foregroundStyle(.orange))
        #expect(original.fills.isEmpty)
        #expect(original.bitmaps.count == 1)
    }
}
