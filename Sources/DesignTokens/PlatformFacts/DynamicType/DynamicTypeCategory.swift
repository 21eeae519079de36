/// The twelve content size categories, xSmall to accessibility 5 (SwiftUI's `DynamicTypeSize`).
/// The spec supports up to "Accessibility XL"; we go to AX5 (docs/decisions.md).
public enum DynamicTypeCategory: String, CaseIterable, Comparable, Sendable, Codable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, iOS's default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// The largest standard size.
    case xxxLarge
    /// Accessibility size 1.
    case accessibility1
    /// Accessibility size 2.
    case accessibility2
    /// Accessibility size 3 ("Accessibility XL" in the spec).
    case accessibility3
    /// Accessibility size 4.
    case accessibility4
    /// Accessibility size 5.
    case accessibility5

    /// iOS's default category.
    public static let `default` = DynamicTypeCategory.large

    /// True from accessibility1 up.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The position in the list, 0 for xSmall.
    public var index: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}

/// The eleven system text styles (SwiftUI's `Font.TextStyle`).
public enum SystemTextStyle: String, CaseIterable, Sendable, Codable {
    /// Large title: 34 pt at Large.
    case largeTitle
    /// Title: 28 pt.
    case title
    /// Title 2: 22 pt.
    case title2
    /// Title 3: 20 pt.
    case title3
    /// Headline: 17 pt semibold.
    case headline
    /// Body: 17 pt.
    case body
    /// Callout: 16 pt.
    case callout
    /// Subheadline: 15 pt.
    case subheadline
    /// Footnote: 13 pt.
    case footnote
    /// Caption: 12 pt.
    case caption
    /// Caption 2: 11 pt.
    case caption2
}

/// A text style's size and line height at one category, in points.
public struct TypeMetrics: Hashable, Sendable {
    /// The font size in points.
    public let size: Double
    /// The distance between baselines in points.
    public let leading: Double

    /// Metrics.
    ///
    /// - Parameters:
    ///   - size: Font size in points.
    ///   - leading: Baseline-to-baseline distance in points.
    public init(size: Double, leading: Double) {
        self.size = size
        self.leading = leading
    }
}
