import CCairo
import Foundation
import HeadlessRuntime
import HeadlessSwiftUI
import PlatformFacts
import Raster

/// Text through Pango, and SF Symbols as their stand-in glyphs.
extension DisplayListRenderer {
    // MARK: Text

    func draw(_ text: DisplayText, in frame: CGRect, opacity: Double) {
        fonts.lock.lock()
        defer { fonts.lock.unlock() }
        func rgba(_ paint: DisplayPaint?) -> (red: Double, green: Double, blue: Double, opacity: Double)? {
            if case let .color(red, green, blue, opacity)? = paint { (red, green, blue, opacity) } else { nil }
        }
        func rgb(_ paint: DisplayPaint?) -> (red: Double, green: Double, blue: Double)? { rgba(paint).map { ($0.red, $0.green, $0.blue) } }
        let layout = TextLayout(
            text.string, font: text.font, runs: text.runs, linkColor: rgb(text.linkPaint),
            decorationColors: .init(underline: rgb(text.underlinePaint), strikethrough: rgb(text.strikethroughPaint)),
            runColors: text.runPaints.map(rgba), hanLanguage: hanLanguage, maxWidth: frame.width, in: fonts.context)
        layout.keepLastWordCompany(lineLimit: text.lineLimit)
        // Only a text that needs more lines than it may show is truncated: Pango's ellipsization
        // measures a line with its trailing letter spacing, so a line that fits its frame exactly
        // would otherwise lose its last letters.
        if let limit = text.lineLimit, limit > 0, layout.lineCount > limit { layout.truncate(toLines: limit, mode: text.truncationMode) }
        var lines = layout.lines
        if let limit = text.lineLimit, limit > 0, lines.count > limit { lines = Array(lines.prefix(limit)) }
        guard paints.set(text.paint, opacity: opacity, box: frame.insetBy(dx: -text.font.size, dy: -text.font.size / 2)) else { return }
        for (index, line) in lines.enumerated() {
            let slack = frame.width - line.width
            let x = frame.minX + (text.alignment == .center ? slack / 2 : text.alignment == .trailing ? slack : 0)
            // Baselines sit where SF Pro's do: its ascender below the top, then a leading apart.
            let baseline = frame.minY + text.font.ascent + CGFloat(index) * text.font.lineHeight
            cairo_move_to(context, x, baseline)
            pango_cairo_show_layout_line(context, line.pointer)
        }
    }

    func drawSymbol(_ name: String, size: CGFloat, weight: Int, paint: DisplayPaint, in frame: CGRect, ink: CGRect?, opacity: Double) {
        // A variant without a glyph draws its base symbol, as iOS does, and is still reported.
        let exact = SymbolGlyphs.ligature(for: name)
        if exact == nil { unknownSymbols.insert(name) }
        guard let ligature = exact ?? SymbolGlyphs.ligature(for: SymbolGlyphs.baseOfVariant(name)) else {
            // A visible placeholder: a magenta box with a cross.
            let box = CGRect(x: frame.midX - size / 2, y: frame.midY - size / 2, width: size, height: size)
            cairo_set_source_rgba(context, 1, 0, 1, opacity)
            cairo_set_line_width(context, max(size / 12, 1))
            cairo_rectangle(context, box.minX, box.minY, box.width, box.height)
            cairo_move_to(context, box.minX, box.minY)
            cairo_line_to(context, box.maxX, box.maxY)
            cairo_move_to(context, box.maxX, box.minY)
            cairo_line_to(context, box.minX, box.maxY)
            cairo_stroke(context)
            return
        }
        fonts.lock.lock()
        defer { fonts.lock.unlock() }
        guard let ink = ink.map({ $0.offsetBy(dx: frame.minX, dy: frame.minY) }) else {
            let layout = TextLayout(ligature, selection: FontSelection(symbolSize: size), maxWidth: nil, in: fonts.context)
            guard let line = layout.lines.first, paints.set(paint, opacity: opacity, box: frame.insetBy(dx: -size, dy: -size)) else {
                return
            }
            cairo_move_to(context, frame.midX - line.width / 2, frame.midY - (line.ascent + line.descent) / 2 + line.ascent)
            pango_cairo_show_layout_line(context, line.pointer)
            return
        }
        // A measured symbol (D231): the stand-in glyph, scaled evenly, covers as much as SF Symbols'
        // ink box does (a tall fork and knife and a diagonal dumbbell read as large as the real
        // ones), within the symbol's frame, centred on the ink box.
        let reference = TextLayout(ligature, selection: FontSelection(symbolSize: 100), maxWidth: nil, in: fonts.context)
        guard let measured = reference.lines.first?.ink, measured.width > 0, measured.height > 0 else { return }
        let area = (ink.width / measured.width * ink.height / measured.height).squareRoot()
        let em = 100 * min(area, frame.width / measured.width, frame.height / measured.height)
        let layout = TextLayout(ligature, selection: FontSelection(symbolSize: em), maxWidth: nil, in: fonts.context)
        guard let line = layout.lines.first, paints.set(paint, opacity: opacity, box: ink.insetBy(dx: -em, dy: -em)) else { return }
        let glyph = line.ink
        cairo_move_to(context, ink.midX - glyph.midX, ink.midY - glyph.midY)
        pango_cairo_show_layout_line(context, line.pointer)
    }
}
