import SwiftUI

/// Lays glyph views out as text: in reading order, a new line where the string has `\n`, and
/// wrapping after a space when the next word would pass the proposed width. A word wider than the
/// line first shrinks, to at most `minimumScale` (the glyphs carry that `minimumScaleFactor`, so a
/// narrower proposal shrinks them, as it shrinks any `Text`), as the titles' single words do (D150);
/// only a word still too wide breaks between glyphs. Lines shorter than the widest align as
/// `alignment` says, as a multiline `Text`'s do.
struct CascadeLayout: Layout {
    /// The smallest a glyph shrinks to so that its word fits the line.
    static let minimumScale: CGFloat = 0.7

    /// How many `\n` come before the glyph at each index (only indices with some).
    let newlinesBefore: [Int: Int]
    /// Indices of space glyphs, after which a line may wrap.
    let spaces: Set<Int>
    /// How lines align within the layout's width (`multilineTextAlignment`).
    var alignment: TextAlignment = .leading

    /// Glyph indices by line (an empty line for each extra `\n`).
    func lines(widths: [CGFloat], maxWidth: CGFloat?) -> [[Int]] {
        var lines: [[Int]] = [[]]
        var width: CGFloat = 0
        for index in widths.indices {
            for _ in 0..<(newlinesBefore[index] ?? 0) {
                lines.append([])
                width = 0
            }
            if let maxWidth, width + widths[index] > maxWidth + 0.001, !lines[lines.count - 1].isEmpty, !spaces.contains(index) {
                var current = lines.removeLast()
                // Wrap after the last space on the line, or, for a word longer than the line, here.
                let wrapAt = current.lastIndex { spaces.contains($0) }.map { $0 + 1 } ?? current.count
                let carried = Array(current[wrapAt...])
                current.removeSubrange(wrapAt...)
                lines.append(current)
                lines.append(carried)
                width = carried.reduce(0) { $0 + widths[$1] }
            }
            lines[lines.count - 1].append(index)
            width += widths[index]
        }
        return lines
    }

    /// How much the glyphs shrink for the widest word to fit `width`: 1 when it fits, never below `minimumScale`.
    func scale(widths: [CGFloat], width: CGFloat?) -> CGFloat {
        guard let width, width > 0 else { return 1 }
        var widest: CGFloat = 0
        var word: CGFloat = 0
        for index in widths.indices {
            if spaces.contains(index) || newlinesBefore[index] != nil { word = 0 }
            if !spaces.contains(index) { word += widths[index] }
            widest = max(widest, word)
        }
        return widest > width ? max(width / widest, Self.minimumScale) : 1
    }

    /// The glyphs' sizes for a proposal: their own, or shrunk so the widest word fits.
    func sizes(_ subviews: Subviews, width: CGFloat?) -> [CGSize] {
        let natural = subviews.map { $0.sizeThatFits(.unspecified) }
        let factor = scale(widths: natural.map(\.width), width: width)
        guard factor < 1 else { return natural }
        return zip(subviews, natural).map { subview, size in
            subview.sizeThatFits(ProposedViewSize(width: size.width * factor, height: nil))
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = sizes(subviews, width: proposal.width)
        let rows = lines(widths: sizes.map(\.width), maxWidth: proposal.width)
        let lineHeight = sizes.map(\.height).max() ?? 0
        let width = rows.map { row in row.filter { !spaces.contains($0) || row.last != $0 }.reduce(0) { $0 + sizes[$1].width } }.max() ?? 0
        return CGSize(width: width, height: CGFloat(rows.count) * lineHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = sizes(subviews, width: bounds.width)
        let lineHeight = sizes.map(\.height).max() ?? 0
        for (row, line) in lines(widths: sizes.map(\.width), maxWidth: bounds.width).enumerated() {
            let lineWidth = line.filter { !spaces.contains($0) || line.last != $0 }.reduce(0) { $0 + sizes[$1].width }
            let slack = max(bounds.width - lineWidth, 0)
            var x = bounds.minX + (alignment == .center ? slack / 2 : alignment == .trailing ? slack : 0)
            for index in line {
                subviews[index].place(
                    at: CGPoint(x: x, y: bounds.minY + CGFloat(row) * lineHeight), anchor: .topLeading,
                    proposal: ProposedViewSize(sizes[index]))
                x += sizes[index].width
            }
        }
    }
}
