import DesignTokens
import Foundation
@_spi(Runtime) import HeadlessSwiftUI

/// A font resolved for measuring: its point size, numeric weight, design and line height.
public struct ResolvedFont: Hashable, Sendable {
    public let size: CGFloat
    public let weight: Int
    public let design: Font.Design
    public let lineHeight: CGFloat
    public let monospacedDigits: Bool

    public init(size: CGFloat, weight: Int, design: Font.Design, lineHeight: CGFloat, monospacedDigits: Bool) {
        self.size = size
        self.weight = weight
        self.design = design
        self.lineHeight = lineHeight
        self.monospacedDigits = monospacedDigits
    }

    /// The font a text node draws with: its own font, else the environment's, else `.body`,
    /// scaled for the environment's Dynamic Type size where the font follows a text style.
    @_spi(Runtime) @MainActor public static func resolve(_ text: Text, environment: EnvironmentValues) -> ResolvedFont {
        let font = text.font ?? environment.font ?? .body
        let category = environment.dynamicTypeSize.category
        let size: CGFloat, lineHeight: CGFloat, style: SystemTextStyle?
        switch font.source {
        case let .textStyle(textStyle):
            let metrics = DynamicTypeTable.metrics(textStyle.systemTextStyle, at: category)
            (size, lineHeight, style) = (metrics.size, metrics.leading, textStyle.systemTextStyle)
        case let .system(pointSize, relativeTo):
            style = relativeTo?.systemTextStyle
            let scaled = style.map { DynamicTypeTable.scaled(pointSize, relativeTo: $0, at: category) } ?? pointSize
            (size, lineHeight) = (scaled, (scaled * 1.2).rounded())
        }
        let defaultWeight = style.map { DynamicTypeTable.weight(of: $0).numericWeight } ?? 400
        // Text's own modifiers win over the view-level `fontWeight`/`fontDesign`/`monospacedDigit`
        // set above it, which win over the font's own.
        let attributes = environment[InheritedTextAttributesKey.self]
        let weight = text.fontWeight?.value ?? attributes.weight?.value ?? font.weight?.value ?? defaultWeight
        return ResolvedFont(size: size, weight: weight, design: attributes.design ?? font.design ?? .default, lineHeight: lineHeight,
                            monospacedDigits: text.monospacedDigits || attributes.monospacedDigit == true || font.monospacedDigits)
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
            guard let limit else { lines.append(String(paragraph)); continue }
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
        return TextMeasurement(lines: lines, size: CGSize(width: width, height: CGFloat(lines.count) * font.lineHeight))
    }
}
