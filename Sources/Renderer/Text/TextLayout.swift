import CCairo
import Foundation
import HeadlessLayout
import HeadlessSwiftUI

/// A Pango layout of one string in one font, wrapped to a width (owned: freed once, in deinit).
/// Used under the font library's lock only.
final class TextLayout {
    /// The colors an underline and a strikethrough are drawn in; nil for the text's color.
    struct DecorationColors {
        var underline: (red: Double, green: Double, blue: Double)?
        var strikethrough: (red: Double, green: Double, blue: Double)?
    }

    let layout: OpaquePointer
    let utf8: [UInt8]

    /// `string` laid out in `selection`, its Markdown `runs` (D198) in the variants of `font` they
    /// ask for: bold, italic, monospaced code, struck through, links in `linkColor`; the parts of
    /// a concatenation in their own faces and in `runColors` (by run) where they set one.
    convenience init(
        _ string: String, font: ResolvedFont, runs: [TextRun], linkColor: (red: Double, green: Double, blue: Double)?,
        decorationColors: DecorationColors = DecorationColors(),
        runColors: [(red: Double, green: Double, blue: Double, opacity: Double)?] = [],
        hanLanguage: String, maxWidth: CGFloat?, in context: OpaquePointer
    ) {
        self.init(string, selection: FontSelection(font), hanLanguage: hanLanguage, maxWidth: maxWidth, in: context)
        guard !runs.isEmpty else { return }
        let attributes = pango_layout_get_attributes(layout).map { pango_attr_list_copy($0) } ?? pango_attr_list_new()
        func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
        for (index, run) in runs.enumerated() {
            let start = UInt32(run.range.lowerBound)
            let end = UInt32(run.range.upperBound)
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_change(attributes, attribute)
            }
            if run.bold || run.italic || run.code || run.face != nil {
                // A part of a concatenation starts from its own font.
                let base = run.face.map { font.with($0) } ?? font
                let variant = ResolvedFont(
                    size: base.size, weight: run.bold ? max(base.weight, 700) : base.weight, design: run.code ? .monospaced : base.design,
                    lineHeight: base.lineHeight, monospacedDigits: base.monospacedDigits, letterSpacing: base.letterSpacing,
                    italic: base.italic || run.italic)
                let selection = FontSelection(variant)
                let description = selection.makeDescription()
                insert(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
                insert(pango_attr_letter_spacing_new(Int32((selection.letterSpacing * CGFloat(PANGO_SCALE)).rounded())))
                // The run's word spaces take its own weight's correction (runs do not overlap).
                Self.insertSpaces(into: attributes, of: utf8, in: run.range, selection: selection)
            }
            if let offset = run.segment?.baselineOffset, offset != 0 {
                // Pango's rise, in Pango units, raises the run off the baseline as a positive offset does.
                insert(pango_attr_rise_new(Int32((offset * CGFloat(PANGO_SCALE)).rounded())))
            }
            if run.strikethrough {
                insert(pango_attr_strikethrough_new(1))
                if let color = decorationColors.strikethrough {
                    insert(pango_attr_strikethrough_color_new(channel(color.red), channel(color.green), channel(color.blue)))
                }
            }
            if run.underline {
                insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                if let color = decorationColors.underline {
                    insert(pango_attr_underline_color_new(channel(color.red), channel(color.green), channel(color.blue)))
                }
            }
            if let color = runColors.indices.contains(index) ? runColors[index] : nil {
                insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                if color.opacity < 1 { insert(pango_attr_foreground_alpha_new(channel(color.opacity))) }
            }
            if run.link, let linkColor {
                insert(pango_attr_foreground_new(channel(linkColor.red), channel(linkColor.green), channel(linkColor.blue)))
            }
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }

    /// Gives the word spaces (U+0020) among `utf8[range]` the selection's letter spacing plus its
    /// space adjustment, so gaps between words are SF Pro's at that weight (D211).
    static func insertSpaces(into attributes: OpaquePointer?, of utf8: [UInt8], in range: Range<Int>, selection: FontSelection) {
        guard selection.spaceAdjustment != 0 else { return }
        let spacing = Int32(((selection.letterSpacing + selection.spaceAdjustment) * CGFloat(PANGO_SCALE)).rounded())
        for index in range.clamped(to: 0..<utf8.count) where utf8[index] == 0x20 {
            guard let attribute = pango_attr_letter_spacing_new(spacing) else { continue }
            attribute.pointee.start_index = UInt32(index)
            attribute.pointee.end_index = UInt32(index + 1)
            pango_attr_list_change(attributes, attribute)
        }
    }

    /// `string` in one selection; its Han characters, if any, in `hanLanguage`'s forms (D313).
    init(_ string: String, selection: FontSelection, hanLanguage: String? = nil, maxWidth: CGFloat?, in context: OpaquePointer) {
        layout = pango_layout_new(context)
        utf8 = Array(string.utf8)
        let description = selection.makeDescription()
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        let attributes = pango_attr_list_new()
        if let features = selection.features { pango_attr_list_insert(attributes, pango_attr_font_features_new(features)) }
        if selection.letterSpacing != 0 {
            pango_attr_list_insert(
                attributes, pango_attr_letter_spacing_new(Int32((selection.letterSpacing * CGFloat(PANGO_SCALE)).rounded())))
        }
        Self.insertSpaces(into: attributes, of: utf8, in: 0..<utf8.count, selection: selection)
        // SwiftUI never hyphenates: it wraps between words and breaks an over-long word between
        // characters without a hyphen.
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        if let hanLanguage { HanGlyphForms.tag(attributes, of: utf8, language: hanLanguage) }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        if let maxWidth, maxWidth.isFinite {
            // A hair of slack so a width measured by this same layout never wraps when drawn; Pango
            // counts a line's trailing letter spacing when it breaks but not in its width.
            let slack = 0.01 + max(selection.letterSpacing, 0)
            pango_layout_set_width(layout, Int32(min((max(maxWidth, 0) + slack) * CGFloat(PANGO_SCALE), CGFloat(Int32.max))))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        setText(utf8)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Keeps a two-line paragraph's last word company, as iOS's standard line-break strategy does
    /// (`NSParagraphStyle.LineBreakStrategy.pushOut`, `UILabel`'s `.standard`): when the second
    /// line would hold one word, the first line's last word moves down to it. Measured on iOS 18.2
    /// (D292): "And we have the prophetic word" breaks before "prophetic", a button's "…keep us
    /// working the entire day!" before "entire"; five- and six-line paragraphs keep a single last
    /// word, so only two lines are balanced. A text limited to one line is left alone.
    func keepLastWordCompany(lineLimit: Int?) {
        guard (lineLimit ?? 2) >= 2, lineCount == 2, !utf8.contains(0x0A), let second = pango_layout_get_line_readonly(layout, 1)
        else { return }
        let start = min(Int(second.pointee.start_index), utf8.count)
        // The second line is one word: no space in it but at its end.
        var tail = utf8[start...]
        while tail.last == 0x20 { tail = tail.dropLast() }
        guard !tail.isEmpty, !tail.contains(0x20) else { return }
        // The first line's last word starts after its last space; a line of one word stays.
        var end = start
        while end > 0, utf8[end - 1] == 0x20 { end -= 1 }
        guard let space = utf8[..<end].lastIndex(of: 0x20), utf8[..<space].contains(where: { $0 != 0x20 }) else { return }
        // A line break in place of that space (same length, so runs keep their ranges), kept only
        // when both lines fit the width.
        var broken = utf8
        broken[space] = 0x0A
        setText(broken)
        if lineCount != 2 { setText(utf8) }
    }

    /// Lays out `bytes` (UTF-8) in place of the layout's text.
    private func setText(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
        }
    }

    /// Shows at most `limit` lines, the last cut with an ellipsis where `mode` puts it when the
    /// text needs more (Pango's ellipsization, as TextKit truncates a `UILabel`'s last line).
    func truncate(toLines limit: Int, mode: Text.TruncationMode) {
        let ellipsize =
            switch mode {
            case .head: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .tail: PANGO_ELLIPSIZE_END
            }
        pango_layout_set_ellipsize(layout, ellipsize)
        // A negative height is a number of lines per paragraph.
        pango_layout_set_height(layout, -Int32(min(max(limit, 1), Int(Int32.max))))
    }

    /// One laid-out line: its text, its logical width and its ascent and descent, in points.
    struct Line {
        let text: String
        let pointer: UnsafeMutablePointer<PangoLayoutLine>
        let width: CGFloat
        let ascent: CGFloat
        let descent: CGFloat

        /// The line's ink, in points, relative to its origin on the baseline (y down).
        var ink: CGRect {
            var ink = PangoRectangle()
            pango_layout_line_get_extents(pointer, &ink, nil)
            let scale = CGFloat(PANGO_SCALE)
            return CGRect(
                x: CGFloat(ink.x) / scale, y: CGFloat(ink.y) / scale, width: CGFloat(ink.width) / scale,
                height: CGFloat(ink.height) / scale)
        }
    }

    /// How many lines the layout has, without reading them.
    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    var lines: [Line] {
        (0..<lineCount).compactMap { index in
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return nil }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            let start = Int(line.pointee.start_index)
            let length = Int(line.pointee.length)
            let bytes = utf8[min(start, utf8.count)..<min(start + length, utf8.count)]
            let scale = CGFloat(PANGO_SCALE)
            return Line(
                text: String(decoding: bytes, as: UTF8.self), pointer: line, width: CGFloat(logical.width) / scale,
                ascent: CGFloat(-logical.y) / scale, descent: CGFloat(logical.height + logical.y) / scale)
        }
    }
}
