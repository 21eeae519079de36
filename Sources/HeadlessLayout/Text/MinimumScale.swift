import Foundation
import HeadlessSwiftUI

extension TextMeasuring {
    /// How far `minimumScaleFactor` shrinks `text` at `width`: 1 when it fits as it is, never below
    /// `factor`. iOS shrinks a text before it breaks a word between characters (a "10000" too wide
    /// for its frame shrinks onto one line: issue #30's iOS references, item 6), and before it
    /// needs more lines than its `lineLimit`.
    ///
    /// - Parameters:
    ///   - text: The string.
    ///   - font: Its resolved font.
    ///   - factor: The text's `minimumScaleFactor`.
    ///   - lineLimit: The text's line limit, nil for none.
    ///   - width: The width it is drawn in.
    /// - Returns: The scale its font is drawn at.
    package func minimumScale(of text: String, font: ResolvedFont, factor: CGFloat, lineLimit: Int?, width: CGFloat) -> CGFloat {
        guard factor < 1, width.isFinite, width > 0 else { return 1 }
        var scale = max(factor, min(1, shrink(text, font: font, lineLimit: lineLimit, width: width)))
        // A stand-in face's widths are not proportional to its size across SF Pro's switch from
        // Display to Text at 20 pt (D211): measure again at the scale found, and shrink further
        // while the text still does not fit.
        for _ in 0..<4 where scale > factor && scale < 1 {
            let further = shrink(text, font: font.scaled(by: scale), lineLimit: lineLimit, width: width)
            guard further < 1 else { break }
            scale = max(factor, scale * further)
        }
        return scale
    }

    /// The factor `text` in `font` must shrink by to fit `width`: its widest word on a line of its
    /// own, and the whole text in its line limit; 1 when it fits.
    private func shrink(_ text: String, font: ResolvedFont, lineLimit: Int?, width: CGFloat) -> CGFloat {
        var scale: CGFloat = 1
        let widest =
            text.split(whereSeparator: \.isWhitespace)
            .map { measure(String($0), font: font, maxWidth: nil, lineLimit: 1).size.width }.max() ?? 0
        if widest > width + 0.5 { scale = width / widest }
        if let lineLimit, measure(text, font: font, maxWidth: width + 0.5, lineLimit: nil).lines.count > lineLimit {
            let unwrapped = measure(text, font: font, maxWidth: nil, lineLimit: lineLimit)
            scale = min(scale, width / max(unwrapped.size.width, 1e-9))
        }
        return scale
    }
}
