import Foundation

/// A font (Apple: `Font`): a system size, weight and design, or a text style.
public struct Font: Hashable, Sendable {
    /// SwiftUI's text styles.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// SwiftUI's font designs.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// SwiftUI's font weights, with their numeric value (100 ultraLight … 900 black).
    public struct Weight: Hashable, Sendable {
        package let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
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

    init(source: Source, weight: Weight? = nil, design: Design? = nil, monospacedDigits: Bool = false) {
        self.source = source
        self.weight = weight
        self.design = design
        self.monospacedDigits = monospacedDigits
    }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(source: .system(size: size, relativeTo: nil), weight: weight, design: design)
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(source: .textStyle(style), weight: weight, design: design)
    }

    /// A fixed size that scales with `textStyle` under Dynamic Type.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(source: .system(size: size, relativeTo: textStyle))
    }

    public static let largeTitle = Font(source: .textStyle(.largeTitle))
    public static let title = Font(source: .textStyle(.title))
    public static let title2 = Font(source: .textStyle(.title2))
    public static let title3 = Font(source: .textStyle(.title3))
    public static let headline = Font(source: .textStyle(.headline))
    public static let subheadline = Font(source: .textStyle(.subheadline))
    public static let body = Font(source: .textStyle(.body))
    public static let callout = Font(source: .textStyle(.callout))
    public static let footnote = Font(source: .textStyle(.footnote))
    public static let caption = Font(source: .textStyle(.caption))
    public static let caption2 = Font(source: .textStyle(.caption2))

    public func weight(_ weight: Weight) -> Font {
        Font(source: source, weight: weight, design: design, monospacedDigits: monospacedDigits)
    }

    public func monospacedDigit() -> Font {
        Font(source: source, weight: weight, design: design, monospacedDigits: true)
    }
}
