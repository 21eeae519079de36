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
    private var hanLanguage = HanGlyphForms.language(for: Locale(identifier: "en_US"))

    /// The device's language, which decides the forms Chinese characters take (D313): the
    /// renderer sets it from its settings before it lays a view out.
    public var locale = Locale(identifier: "en_US") {
        didSet {
            let language = HanGlyphForms.language(for: locale)
            fonts.lock.lock()
            defer { fonts.lock.unlock() }
            hanLanguage = language
        }
    }

    private struct Key: Hashable {
        let text: String
        let font: ResolvedFont
        let maxWidth: CGFloat?
        let lineLimit: Int?
        var runs: [TextRun] = []
        let hanLanguage: String
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
        fonts.lock.lock()
        defer { fonts.lock.unlock() }
        let key = Key(text: text, font: font, maxWidth: width, lineLimit: lineLimit, runs: runs, hanLanguage: hanLanguage)
        if let cached = cache[key] { return cached }
        let layout = TextLayout(text, font: font, runs: runs, linkColor: nil, hanLanguage: hanLanguage, maxWidth: width, in: fonts.context)
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
