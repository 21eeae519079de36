import HeadlessLayout
import HeadlessSwiftUI
import ImageEncoding
import Renderer
import Testing

/// Every SF Symbol name in the table draws one Material Icons glyph: ink inside a symbol's square,
/// not a row of the ligature's letters (a name the font lacks) and not the magenta placeholder.
@MainActor
struct SymbolGlyphTests {
    static let device = Device(
        name: "Symbol", size: CGSize(width: 96, height: 48), scale: 1, safeAreaTop: 0, safeAreaBottom: 0, maximumFramesPerSecond: 60)

    /// The columns and rows that hold ink (darker than mid-grey) in `name` drawn black at 24 pt.
    func inkBox(_ name: String, renderer: Renderer) throws -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        let image = try renderer.render(
            Image(systemName: name).font(.system(size: 24)).foregroundStyle(Color.black).frame(width: 96, height: 48)
                .background(Color.white),
            settings: RenderSettings(device: Self.device))
        let columns = (0..<image.width).filter { x in (0..<image.height).contains { y in (image[x: x, y: y]?.red ?? 255) < 128 } }
        let rows = (0..<image.height).filter { y in (0..<image.width).contains { x in (image[x: x, y: y]?.red ?? 255) < 128 } }
        guard let left = columns.first, let right = columns.last, let top = rows.first, let bottom = rows.last else { return nil }
        return (left...right, top...bottom)
    }

    @Test func everyNameDrawsOneGlyph() throws {
        let renderer = try Renderer()
        var faults: [String] = []
        for name in SymbolGlyphs.ligatures.keys.sorted() {
            // A measured 24 pt symbol's glyph covers SF Symbols' ink box's area inside the symbol's
            // box, centred on that ink (D231); an unmeasured one is drawn in a 30.5 pt square
            // (1.27 × 24, D131). Its ink stays inside, give or take a pixel.
            guard let drawn = try inkBox(name, renderer: renderer) else {
                faults.append("\(name): no ink")
                continue
            }
            let measured = SymbolMetrics.box(for: name, pointSize: 24, weight: 400, scale: .medium)
            let limit = measured?.size ?? CGSize(width: 30.5, height: 30.5)
            if CGFloat(drawn.columns.count) > limit.width + 1.5 || CGFloat(drawn.rows.count) > limit.height + 1.5 {
                faults.append("\(name): ink \(drawn.columns.count) × \(drawn.rows.count) px in \(limit)")
            }
            if let measured {
                // The symbol's box is centred in the 96 × 48 frame; its ink lies where SF Symbols puts it.
                let centre = CGPoint(
                    x: (96 - measured.size.width) / 2 + measured.ink.midX, y: (48 - measured.size.height) / 2 + measured.ink.midY)
                let drawnCentre = CGPoint(
                    x: CGFloat(drawn.columns.lowerBound + drawn.columns.upperBound + 1) / 2,
                    y: CGFloat(drawn.rows.lowerBound + drawn.rows.upperBound + 1) / 2)
                if abs(drawnCentre.x - centre.x) > 1.5 || abs(drawnCentre.y - centre.y) > 1.5 {
                    faults.append("\(name): ink centred at \(drawnCentre), SF Symbols' at \(centre)")
                }
            } else {
                // An unmeasured symbol's glyph is centred on its square, the frame's centre.
                let drawnCentre = CGFloat(drawn.columns.lowerBound + drawn.columns.upperBound + 1) / 2
                if abs(drawnCentre - 48) > 2.5 { faults.append("\(name): unmeasured ink centred at x \(drawnCentre), not 48") }
            }
        }
        #expect(renderer.unknownSymbols == [])
        // Every name drawn is measured (D231) or listed as not: the table is regenerated with the
        // glyphs (scripts/symbol-metrics.py).
        let names = Set(SymbolGlyphs.ligatures.keys)
        #expect(names.subtracting(SymbolMetrics.measuredNames).sorted() == SymbolMetrics.unmeasuredNames.sorted())
        #expect(SymbolMetrics.measuredNames.isSubset(of: names))
        #expect(faults == [], "\(faults.count) of \(SymbolGlyphs.ligatures.count) names: \(faults.prefix(20))")
        // The table holds the names public SwiftUI code uses (issue #37 item 1): tray, the badges.
        #expect(SymbolGlyphs.ligatures.count >= 500)
        #expect(["tray", "person.fill.badge.plus", "doc.on.doc", "square.grid.2x2"].allSatisfy { SymbolGlyphs.hasGlyph($0) })
    }

    /// An SF name without `.fill` is an outline, and is drawn with Material's outlined glyph where
    /// the font has one (`delete_outline`, `label_outline`, …): a trash can or a tag in a caption
    /// row reads as a line drawing, as on iOS, not as a solid shape. Measured as ink: the outline
    /// covers well under the filled glyph's dark pixels.
    @Test func anOutlineNameDrawsAnOutline() throws {
        let renderer = try Renderer()
        func darkPixels(_ name: String) throws -> Int {
            let image = try renderer.render(
                Image(systemName: name).font(.system(size: 24)).foregroundStyle(Color.black).frame(width: 96, height: 48)
                    .background(Color.white),
                settings: RenderSettings(device: Self.device))
            var count = 0
            for y in 0..<image.height { for x in 0..<image.width where (image[x: x, y: y]?.red ?? 255) < 128 { count += 1 } }
            return count
        }
        // SF's `globe` is a line drawing of meridians, Material's `language`, not its solid earth
        // (fespinoza/sample-json-app's `HelloWorldView` reference, iOS 17).
        #expect(SymbolGlyphs.ligature(for: "globe") == "language")
        for name in ["trash", "lock", "info.circle", "flag", "hand.thumbsup", "hand.thumbsdown", "folder", "tag"] {
            let (outline, filled) = (try darkPixels(name), try darkPixels(name + ".fill"))
            #expect(Double(outline) < 0.75 * Double(filled), "\(name): \(outline) dark pixels, \(name).fill \(filled)")
        }
    }

    /// A variant without a glyph of its own draws its base symbol's; a name that is neither drawn
    /// nor a variant of one has no glyph (it draws the placeholder).
    @Test func aVariantFallsBackToItsBaseAndAnUnknownNameHasNoGlyph() {
        #expect(SymbolGlyphs.baseOfVariant("heart.circle.fill") == "heart")
        #expect(SymbolGlyphs.hasGlyph("heart.circle.fill"))
        #expect(!SymbolGlyphs.hasGlyph("xserve"))
        #expect(!SymbolGlyphs.hasGlyph("xserve.fill"))
        #expect(SymbolGlyphs.baseOfVariant("fill") == "fill")
        // A badge the table lacks: the symbol under it (Apple's tutorial app, Scrumdinger, shows
        // `calendar.badge.exclamationmark` for a scrum without history).
        #expect(SymbolGlyphs.baseOfVariant("calendar.badge.exclamationmark") == "calendar")
        #expect(SymbolGlyphs.baseOfVariant("person.crop.circle.fill.badge.xmark") == "person.crop.circle.fill")
        #expect(SymbolGlyphs.hasGlyph("bell.badge.fill") && !SymbolGlyphs.hasGlyph("xserve.badge.plus"))
        #expect(SymbolGlyphs.baseOfVariant("badge") == "badge")
    }
}
