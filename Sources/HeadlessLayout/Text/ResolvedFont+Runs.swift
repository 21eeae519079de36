import Foundation
import HeadlessSwiftUI

extension ResolvedFont {
    /// The font a text's lines are measured in and its runs with their fonts resolved: for a
    /// concatenation (`Text + Text`) every part's own font in `environment`, the lines in the
    /// largest of them (a line is as tall as its tallest glyphs); for any other text its font and
    /// its runs as they are.
    @MainActor package static func resolveRuns(_ text: Text, environment: EnvironmentValues) -> (font: ResolvedFont, runs: [TextRun]) {
        guard text.runs.contains(where: { $0.segment != nil }) else { return (resolve(text, environment: environment), text.runs) }
        var largest: ResolvedFont?
        var runs = text.runs
        for index in runs.indices {
            guard let segment = runs[index].segment else { continue }
            let font = resolve(segment.text, environment: environment)
            runs[index].face = TextRunFace(
                size: font.size, weight: font.weight, design: font.design, italic: font.italic, letterSpacing: font.letterSpacing,
                monospacedDigits: font.monospacedDigits)
            if font.size > largest?.size ?? 0 { largest = font }
        }
        return (largest ?? resolve(text, environment: environment), runs)
    }

    /// This font with `face`'s size, weight, design, slant and spacing (the line height stays).
    package func with(_ face: TextRunFace) -> ResolvedFont {
        ResolvedFont(
            size: face.size, weight: face.weight, design: face.design, lineHeight: lineHeight, monospacedDigits: face.monospacedDigits,
            letterSpacing: face.letterSpacing, italic: face.italic)
    }
}
