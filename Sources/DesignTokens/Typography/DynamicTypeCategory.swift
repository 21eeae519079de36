/// The twelve content size categories, xSmall to accessibility 5 (SwiftUI's `DynamicTypeSize`).
/// The spec supports up to "Accessibility XL"; we go to AX5 (docs/decisions.md).
public enum DynamicTypeCategory: String, CaseIterable, Comparable, Sendable, Codable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

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
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
}

/// A text style's size and line height at one category, in points.
public struct TypeMetrics: Hashable, Sendable {
    public let size: Double
    public let leading: Double

    public init(size: Double, leading: Double) {
        self.size = size
        self.leading = leading
    }
}
