import Foundation

extension Text {
    /// One text made of two, each drawn in its own styles (Apple: `Text.+(_:_:)`): a modifier on
    /// the result applies to every part that does not set its own.
    ///
    /// ```swift
    /// Text("Total: ").foregroundStyle(.secondary) + Text("$42").bold()
    /// ```
    nonisolated public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: "")
        joined.segments = lhs.flattenedSegments + rhs.flattenedSegments
        joined.content = joined.segments.map(\.content).joined()
        return joined
    }

    /// The texts this one draws, with its own styles pushed into each.
    nonisolated private var flattenedSegments: [Text] {
        segments.isEmpty ? [self] : segments.map { $0.inheriting(from: self) }
    }

    /// This text with what `outer` sets filled in where this text sets nothing itself.
    nonisolated package func inheriting(from outer: Text) -> Text {
        var text = self
        text.font = font ?? outer.font
        text.fontWeight = fontWeight ?? outer.fontWeight
        text.fontDesign = fontDesign ?? outer.fontDesign
        text.isItalic = isItalic || outer.isItalic
        text.monospacedDigits = monospacedDigits || outer.monospacedDigits
        text.kerning = kerning != 0 ? kerning : outer.kerning
        if foregroundColor == nil, decorations.foregroundStyle == nil {
            text.foregroundColor = outer.foregroundColor
            text.decorations.foregroundStyle = outer.decorations.foregroundStyle
        }
        if text.decorations.underline == nil { text.decorations.underline = outer.decorations.underline }
        if text.decorations.strikethrough == nil { text.decorations.strikethrough = outer.decorations.strikethrough }
        if text.decorations.baselineOffset == nil { text.decorations.baselineOffset = outer.decorations.baselineOffset }
        return text
    }

    /// The styles this text sets on itself, as the run of part `index` of a concatenation carries them.
    nonisolated func segmentStyle(index: Int) -> TextSegmentStyle {
        TextSegmentStyle(
            font: font, fontWeight: fontWeight, fontDesign: fontDesign, isItalic: isItalic, monospacedDigits: monospacedDigits,
            kerning: kerning, baselineOffset: decorations.baselineOffset ?? 0, index: index)
    }

    /// A concatenation as `environment` shows it: each part resolved on its own (looked up,
    /// Markdown read, cased), joined, with one run per part in the part's styles and the part's
    /// Markdown runs inside it.
    func resolvedConcatenation(in environment: EnvironmentValues) -> Text {
        var joined = self
        joined.content = ""
        joined.runs = []
        for (index, segment) in segments.enumerated() {
            // The part's offset is its run's; the part itself resolves as plain text.
            var styled = segment.inheriting(from: self)
            if styled.decorations.baselineOffset == nil { styled.decorations.baselineOffset = environment._baselineOffset }
            var plain = styled
            plain.decorations.baselineOffset = nil
            let part = plain.resolved(in: environment, raising: false)
            let start = joined.content.utf8.count
            joined.content += part.content
            let end = joined.content.utf8.count
            guard end > start else { continue }
            // Resolving changes a part's string, not its styles: the run carries the styled part's.
            let style = styled.segmentStyle(index: index)
            var whole = TextRun(range: start..<end)
            whole.segment = style
            whole.underline = part.decorations.underline != nil
            whole.strikethrough = part.decorations.strikethrough != nil
            joined.runs.append(whole)
            for var run in part.runs {
                run.range = (run.range.lowerBound + start)..<(run.range.upperBound + start)
                run.segment = style
                run.underline = run.underline || whole.underline
                run.strikethrough = run.strikethrough || whole.strikethrough
                joined.runs.append(run)
            }
        }
        // The parts' own lines are in their runs; the joined text draws none through all of it.
        joined.decorations.underline = nil
        joined.decorations.strikethrough = nil
        return joined
    }
}
