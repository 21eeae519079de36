import CCairo
import Foundation
import HeadlessLayout
import HeadlessSwiftUI

/// Measures text with Pango over the pinned fonts, so layout and drawing agree: lines wrap where
/// Pango wraps them (between words, an over-long word between characters, never with a hyphen),
/// widths are Pango's logical widths of the calibrated stand-in face, and heights are SF Pro's:
/// one natural line, then the leading for each further line.
public final class PangoTextMeasurer: StyledTextMeasuring, @unchecked Sendable {
    let fonts: FontLibrary
    private var cache: [Key: TextMeasurement] = [:]

    private struct Key: Hashable {
        let text: String
        let font: ResolvedFont
        let maxWidth: CGFloat?
        let lineLimit: Int?
        var runs: [TextRun] = []
    }

    public init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    public func measure(_ text: String, font: ResolvedFont, maxWidth: CGFloat?, lineLimit: Int?) -> TextMeasurement {
        measure(text, runs: [], font: font, maxWidth: maxWidth, lineLimit: lineLimit)
    }

    /// `text` with its Markdown runs in their fonts (D198).
    package func measure(_ text: String, runs: [TextRun], font: ResolvedFont, maxWidth: CGFloat?, lineLimit: Int?) -> TextMeasurement {
        let width = maxWidth.flatMap { $0.isFinite ? max($0, 0) : nil }
        let key = Key(text: text, font: font, maxWidth: width, lineLimit: lineLimit, runs: runs)
        fonts.lock.lock()
        defer { fonts.lock.unlock() }
        if let cached = cache[key] { return cached }
        let layout = TextLayout(text, font: font, runs: runs, linkColor: nil, maxWidth: width, in: fonts.context)
        layout.keepLastWordCompany(lineLimit: lineLimit)
        var lines = layout.lines
        if let lineLimit, lineLimit > 0, lines.count > lineLimit { lines = Array(lines.prefix(lineLimit)) }
        let measured = TextMeasurement(
            lines: lines.map(\.text),
            size: CGSize(width: lines.map(\.width).max() ?? 0, height: font.height(ofLines: lines.count)))
        cache[key] = measured
        return measured
    }
}
