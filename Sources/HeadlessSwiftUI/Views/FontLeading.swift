import Foundation

extension Font {
    /// A line spacing adjustment that you can apply to a font (Apple: `Font.Leading`).
    public enum Leading: Hashable, Sendable {
        /// The font's default line spacing.
        case standard
        /// Reduced line spacing: 2 points less on iOS (Apple: "typically reduces line spacing by
        /// 1 point for watchOS and 2 points on other platforms").
        case tight
        /// Increased line spacing: 2 points more on iOS.
        case loose

        /// Points added to the distance between baselines.
        package var adjustment: CGFloat {
            switch self {
            case .standard: 0
            case .tight: -2
            case .loose: 2
            }
        }
    }

    /// The same font with its line spacing adjusted.
    ///
    /// ```swift
    /// Text(summary).font(.body.leading(.tight))
    /// ```
    public func leading(_ leading: Leading) -> Font {
        Font(
            source: source, weight: weight, design: design, monospacedDigits: monospacedDigits, isItalic: isItalic,
            lineLeading: leading)
    }
}
