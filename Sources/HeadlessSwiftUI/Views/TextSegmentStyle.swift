import Foundation

/// What one `Text` of a concatenation (`Text + Text`) sets on itself that changes its glyphs: its
/// font and the modifiers on it. A modifier on the concatenation applies to every part that does
/// not set its own, as on iOS. (Its color is the part's own, read from the text's `segments`.)
package struct TextSegmentStyle: Hashable, Sendable {
    package var font: Font?
    package var fontWeight: Font.Weight?
    package var fontDesign: Font.Design?
    package var isItalic = false
    package var monospacedDigits = false
    package var kerning: CGFloat = 0
    /// How far the part is raised off the line's baseline, in points (`baselineOffset(_:)`).
    package var baselineOffset: CGFloat = 0
    /// Which of the concatenation's `segments` this is.
    package var index: Int

    /// A text with no content and these styles, which the layout resolves into a font as it
    /// resolves any text's.
    package var text: Text {
        var text = Text(verbatim: "").font(font).fontWeight(fontWeight).kerning(kerning)
        if let fontDesign { text = text.fontDesign(fontDesign) }
        if isItalic { text = text.italic() }
        if monospacedDigits { text = text.monospacedDigit() }
        return text
    }
}

/// A run's font once resolved where its text is laid out: what the measurer and the renderer draw
/// the run in.
package struct TextRunFace: Hashable, Sendable {
    package var size: CGFloat
    package var weight: Int
    package var design: Font.Design
    package var italic: Bool
    package var letterSpacing: CGFloat
    package var monospacedDigits: Bool

    package init(size: CGFloat, weight: Int, design: Font.Design, italic: Bool, letterSpacing: CGFloat, monospacedDigits: Bool) {
        (self.size, self.weight, self.design, self.italic) = (size, weight, design, italic)
        (self.letterSpacing, self.monospacedDigits) = (letterSpacing, monospacedDigits)
    }
}
