/// What a foreground must reach against its background (WCAG 2.2, success criteria 1.4.3, 1.4.6, 1.4.11).
public enum ContrastRequirement: String, CaseIterable, Sendable, Codable {
    /// Body text: 4.5:1 (AA).
    case normalText
    /// Text of at least 18 pt, or 14 pt bold: 3:1 (AA).
    case largeText
    /// Icons, focus rings and other graphics needed to understand the content: 3:1.
    case nonText
    /// Body text at AAA: 7:1.
    case normalTextAAA
    /// Large text at AAA: 4.5:1.
    case largeTextAAA

    /// The smallest passing ratio.
    public var minimumRatio: Double {
        switch self {
        case .normalText, .largeTextAAA: 4.5
        case .largeText, .nonText: 3
        case .normalTextAAA: 7
        }
    }

    /// A short name for reports.
    public var label: String {
        switch self {
        case .normalText: "text"
        case .largeText: "large text"
        case .nonText: "non-text"
        case .normalTextAAA: "text, AAA"
        case .largeTextAAA: "large text, AAA"
        }
    }

    /// True when `ratio` reaches the requirement. Unrounded: 4.499 fails 4.5.
    public func isMet(by ratio: Double) -> Bool { ratio >= minimumRatio }

    /// True when `foreground`, composited over `background`, reaches the requirement.
    public func passes(_ foreground: SRGBColor, over background: SRGBColor) -> Bool {
        isMet(by: foreground.contrastRatio(over: background))
    }
}

extension SRGBColor {
    /// WCAG 2.2 relative luminance: 0.2126 R + 0.7152 G + 0.0722 B of the linearized channels.
    /// Alpha is ignored: composite a translucent color first.
    public var relativeLuminance: Double {
        let (r, g, b) = linearComponents
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    /// WCAG 2.2 contrast ratio of two opaque colors, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter,
    /// unrounded, 1...21, symmetric. Alpha is ignored: use `contrastRatio(over:)` for translucent colors.
    public static func contrastRatio(_ first: SRGBColor, _ second: SRGBColor) -> Double {
        let (a, b) = (first.relativeLuminance, second.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The WCAG 2.2 contrast ratio of this color, composited over `background`, against that
    /// background: what a reader sees. A translucent background is first laid over white.
    public func contrastRatio(over background: SRGBColor) -> Double {
        let backdrop = background.contrastBackdrop
        return Self.contrastRatio(composited(over: backdrop), backdrop)
    }

    /// The opaque color a contrast is measured against: itself, or laid over white if translucent.
    var contrastBackdrop: SRGBColor { alpha < 1 ? composited(over: .white) : self }
}
