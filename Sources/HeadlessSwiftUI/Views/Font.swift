import Foundation

/// A font (Apple: `Font`): a system size, weight and design, or a text style.
public struct Font: Hashable, Sendable {
    /// SwiftUI's text styles.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        /// 34 pt at Large.
        case largeTitle
        /// 28 pt at Large.
        case title
        /// 22 pt at Large.
        case title2
        /// 20 pt at Large.
        case title3
        /// 17 pt semibold at Large.
        case headline
        /// 15 pt at Large.
        case subheadline
        /// 17 pt at Large: running text.
        case body
        /// 16 pt at Large.
        case callout
        /// 13 pt at Large.
        case footnote
        /// 12 pt at Large.
        case caption
        /// 11 pt at Large.
        case caption2
    }

    /// SwiftUI's font designs.
    public enum Design: Hashable, Sendable {
        /// The typeface family: San Francisco, New York, SF Rounded or SF Mono.
        case `default`, serif, rounded, monospaced
    }

    /// SwiftUI's font weights, with their numeric value (100 ultraLight … 900 black).
    public struct Weight: Hashable, Sendable {
        package let value: Int
        /// Weight 100.
        public static let ultraLight = Weight(value: 100)
        /// Weight 200.
        public static let thin = Weight(value: 200)
        /// Weight 300.
        public static let light = Weight(value: 300)
        /// Weight 400, the default.
        public static let regular = Weight(value: 400)
        /// Weight 500.
        public static let medium = Weight(value: 500)
        /// Weight 600.
        public static let semibold = Weight(value: 600)
        /// Weight 700.
        public static let bold = Weight(value: 700)
        /// Weight 800.
        public static let heavy = Weight(value: 800)
        /// Weight 900.
        public static let black = Weight(value: 900)
    }

    /// What the font is made of, for layout and rendering.
    package enum Source: Hashable, Sendable {
        case system(size: CGFloat, relativeTo: TextStyle?)
        case textStyle(TextStyle)
    }

    package let source: Source
    package let weight: Weight?
    package let design: Design?
    package let monospacedDigits: Bool
    package let isItalic: Bool
    /// The line spacing adjustment (`leading(_:)`).
    package let lineLeading: Leading

    init(
        source: Source, weight: Weight? = nil, design: Design? = nil, monospacedDigits: Bool = false, isItalic: Bool = false,
        lineLeading: Leading = .standard
    ) {
        self.source = source
        self.weight = weight
        self.design = design
        self.monospacedDigits = monospacedDigits
        self.isItalic = isItalic
        self.lineLeading = lineLeading
    }

    /// The system font at a fixed `size` that does not scale with Dynamic Type.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(source: .system(size: size, relativeTo: nil), weight: weight, design: design)
    }

    /// The system font of a text style, which scales with Dynamic Type.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(source: .textStyle(style), weight: weight, design: design)
    }

    /// A fixed size that scales with `textStyle` under Dynamic Type.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(source: .system(size: size, relativeTo: textStyle))
    }

    /// 34 pt at Large, the largest title.
    public static let largeTitle = Font(source: .textStyle(.largeTitle))
    /// 28 pt at Large.
    public static let title = Font(source: .textStyle(.title))
    /// 22 pt at Large.
    public static let title2 = Font(source: .textStyle(.title2))
    /// 20 pt at Large.
    public static let title3 = Font(source: .textStyle(.title3))
    /// 17 pt semibold at Large.
    public static let headline = Font(source: .textStyle(.headline))
    /// 15 pt at Large.
    public static let subheadline = Font(source: .textStyle(.subheadline))
    /// 17 pt at Large: running text, the default.
    public static let body = Font(source: .textStyle(.body))
    /// 16 pt at Large.
    public static let callout = Font(source: .textStyle(.callout))
    /// 13 pt at Large.
    public static let footnote = Font(source: .textStyle(.footnote))
    /// 12 pt at Large.
    public static let caption = Font(source: .textStyle(.caption))
    /// 11 pt at Large, the smallest.
    public static let caption2 = Font(source: .textStyle(.caption2))

    /// The same font at `weight`.
    public func weight(_ weight: Weight) -> Font {
        Font(
            source: source, weight: weight, design: design, monospacedDigits: monospacedDigits, isItalic: isItalic, lineLeading: lineLeading
        )
    }

    /// The same font in the monospaced design (Apple: `Font.monospaced()`).
    public func monospaced() -> Font {
        Font(
            source: source, weight: weight, design: .monospaced, monospacedDigits: monospacedDigits, isItalic: isItalic,
            lineLeading: lineLeading)
    }

    /// The same font in the monospaced design when `isActive`, else unchanged.
    public func monospaced(_ isActive: Bool) -> Font { isActive ? monospaced() : self }

    /// The same font with digits of one width.
    public func monospacedDigit() -> Font {
        Font(source: source, weight: weight, design: design, monospacedDigits: true, isItalic: isItalic, lineLeading: lineLeading)
    }

    /// The same font in bold (weight 700).
    ///
    /// ```swift
    /// Text("Personal best").font(.headline.bold())
    /// ```
    public func bold() -> Font { weight(.bold) }

    /// The same font in bold when `isActive`, else unchanged.
    public func bold(_ isActive: Bool) -> Font { isActive ? bold() : self }

    /// The same font in italics.
    ///
    /// ```swift
    /// Text("optional").font(.footnote.italic())
    /// ```
    public func italic() -> Font {
        Font(source: source, weight: weight, design: design, monospacedDigits: monospacedDigits, isItalic: true, lineLeading: lineLeading)
    }

    /// The same font in italics when `isActive`, else unchanged.
    public func italic(_ isActive: Bool) -> Font { isActive ? italic() : self }
}
