import Foundation
import HeadlessSwiftUI
import PlatformFacts

/// A font resolved for measuring: its point size, numeric weight, design, the distance between
/// its lines and the spacing added after every character.
public struct ResolvedFont: Hashable, Sendable {
    public let size: CGFloat
    public let weight: Int
    public let design: Font.Design
    /// The distance from one line's baseline to the next: a text style's Dynamic Type leading
    /// (22 pt for `.body` at Large), else the font's natural line height.
    public let lineHeight: CGFloat
    public let monospacedDigits: Bool
    /// Points added after every character: the system font's tracking at this size (HIG) plus
    /// any `kerning(_:)`.
    public let letterSpacing: CGFloat

    /// Whether the text is drawn in italics (`italic()` on the text, its font or a view above it).
    public let italic: Bool

    public init(
        size: CGFloat, weight: Int, design: Font.Design, lineHeight: CGFloat, monospacedDigits: Bool,
        letterSpacing: CGFloat = 0, italic: Bool = false
    ) {
        self.size = size
        self.weight = weight
        self.design = design
        self.lineHeight = lineHeight
        self.monospacedDigits = monospacedDigits
        self.letterSpacing = letterSpacing
        self.italic = italic
    }

    /// This font `factor` times the size, with its leading and tracking scaled alike: what
    /// `minimumScaleFactor` draws.
    ///
    /// - Parameter factor: The scale, 0…1.
    /// - Returns: The scaled font.
    public func scaled(by factor: CGFloat) -> ResolvedFont {
        ResolvedFont(
            size: size * factor, weight: weight, design: design, lineHeight: lineHeight * factor, monospacedDigits: monospacedDigits,
            letterSpacing: letterSpacing * factor, italic: italic)
    }

    /// How many lines a text shows in `height`: the lines that fit, to half a point, and always
    /// the first (a text given less height than its lines shows those that fit, the last cut with
    /// an ellipsis, as iOS draws it).
    public func lines(fittingHeight height: CGFloat) -> Int {
        guard height.isFinite else { return .max }
        let natural = SystemFontMetrics.naturalLineHeight(pointSize: size)
        guard lineHeight > 0, height + 0.5 >= natural else { return 1 }
        return 1 + Int(((height + 0.5 - natural) / lineHeight).rounded(.down))
    }

    /// How far the first baseline sits below the top of the text: SF Pro's ascender.
    public var ascent: CGFloat { size * SystemFontMetrics.ascenderRatio }

    /// The height of `lines` lines before pixel snapping: one natural line (ascender plus
    /// descender), then the leading for every further line. iOS: a one-line `.body` text is 20.29 pt
    /// (20.33 once snapped at 3x) and its lines are 22 pt apart.
    public func height(ofLines lines: Int) -> CGFloat {
        guard lines > 0 else { return SystemFontMetrics.naturalLineHeight(pointSize: size) }
        return SystemFontMetrics.naturalLineHeight(pointSize: size) + CGFloat(lines - 1) * lineHeight
    }

    /// The font a text node draws with: its own font, else the environment's, else `.body`,
    /// scaled for the environment's Dynamic Type size where the font follows a text style.
    @MainActor package static func resolve(_ text: Text, environment: EnvironmentValues) -> ResolvedFont {
        let font = text.font ?? environment.font ?? .body
        let category = environment.dynamicTypeSize.category
        let size: CGFloat
        let lineHeight: CGFloat
        let style: SystemTextStyle?
        switch font.source {
        case let .textStyle(textStyle):
            let metrics = DynamicTypeTable.metrics(textStyle.systemTextStyle, at: category)
            (size, lineHeight, style) = (metrics.size, metrics.leading, textStyle.systemTextStyle)
        case let .system(pointSize, relativeTo):
            style = relativeTo?.systemTextStyle
            let scaled = style.map { DynamicTypeTable.scaled(pointSize, relativeTo: $0, at: category) } ?? pointSize
            (size, lineHeight) = (scaled, SystemFontMetrics.naturalLineHeight(pointSize: scaled))
        }
        let defaultWeight = style.map { DynamicTypeTable.numericWeight(of: $0) } ?? 400
        // Text's own modifiers win over the view-level `fontWeight`/`fontDesign`/`monospacedDigit`
        // set above it, which win over the font's own.
        let attributes = environment[InheritedTextAttributesKey.self]
        var weight = text.fontWeight?.value ?? attributes.weight?.value ?? font.weight?.value ?? defaultWeight
        // Bold Text draws every system font heavier; modelled as two steps of `Font.Weight` (regular
        // reads as semibold), capped at black (decision D151).
        if environment.legibilityWeight == .bold { weight = min(weight + 200, 900) }
        let kerning = text.kerning != 0 ? text.kerning : attributes.kerning ?? 0
        return ResolvedFont(
            size: size, weight: weight, design: text.fontDesign ?? attributes.design ?? font.design ?? .default,
            lineHeight: lineHeight + font.lineLeading.adjustment + (attributes.lineSpacing ?? 0),
            monospacedDigits: text.monospacedDigits || attributes.monospacedDigit == true || font.monospacedDigits,
            letterSpacing: SystemFontMetrics.tracking(pointSize: size) + kerning,
            italic: text.isItalic || attributes.italic == true || font.isItalic)
    }
}

/// The lines a string breaks into and the size they take.
public struct TextMeasurement: Equatable, Sendable {
    public let lines: [String]
    public let size: CGSize

    public init(lines: [String], size: CGSize) {
        self.lines = lines
        self.size = size
    }
}

/// Measures and wraps text; the layout asks it, so layout and drawing agree. The renderer puts
/// Pango behind this protocol; tests use the fixed-advance measurer.
/// A measurer that also measures a text's Markdown styles (bold and code runs are wider): the
/// renderer's. Measurers that are not one measure the plain string (D198).
package protocol StyledTextMeasuring: TextMeasuring {
    func measure(_ text: String, runs: [TextRun], font: ResolvedFont, maxWidth: CGFloat?, lineLimit: Int?) -> TextMeasurement
}

public protocol TextMeasuring: Sendable {
    /// `text` in `font`, wrapped at word boundaries to `maxWidth` (nil: no wrapping) and cut to
    /// `lineLimit` lines.
    func measure(_ text: String, font: ResolvedFont, maxWidth: CGFloat?, lineLimit: Int?) -> TextMeasurement
}

/// A deterministic measurer: every character advances half the point size, every line is the
/// font's line height. Wraps greedily at spaces; a word longer than the line breaks by character.
public struct FixedAdvanceTextMeasurer: TextMeasuring {
    public init() {}

    public func advance(_ font: ResolvedFont) -> CGFloat { font.size / 2 }

    public func measure(_ text: String, font: ResolvedFont, maxWidth: CGFloat?, lineLimit: Int?) -> TextMeasurement {
        let advance = advance(font)
        let limit = maxWidth.map { max($0, 0) }.flatMap { $0.isFinite ? $0 : nil }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let limit else {
                lines.append(String(paragraph))
                continue
            }
            let perLine = max(Int((limit / advance + 1e-9).rounded(.down)), 1)
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if candidate.count <= perLine {
                    current = candidate
                    continue
                }
                if !current.isEmpty { lines.append(current) }
                var rest = String(word)
                while rest.count > perLine {
                    lines.append(String(rest.prefix(perLine)))
                    rest = String(rest.dropFirst(perLine))
                }
                current = rest
            }
            lines.append(current)
        }
        if let lineLimit, lineLimit > 0, lines.count > lineLimit { lines = Array(lines.prefix(lineLimit)) }
        let width = lines.map { CGFloat($0.count) * advance }.max() ?? 0
        return TextMeasurement(lines: lines, size: CGSize(width: width, height: font.height(ofLines: lines.count)))
    }
}
