/// The text size the reader chose, in its older spelling (Apple: `ContentSizeCategory`, iOS 13;
/// deprecated for `DynamicTypeSize`, and converted to and from it case by case).
///
/// ```swift
/// @Environment(\.sizeCategory) private var sizeCategory
/// var columns: Int { sizeCategory.isAccessibilityCategory ? 1 : 2 }
/// ```
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    /// The seven standard sizes, Extra Small to Extra Extra Extra Large (Large is the default).
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The five accessibility sizes, AX1 to AX5.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
        accessibilityExtraExtraExtraLarge

    /// True for the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a Dynamic Type size.
    public init?(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize)!]
    }
}

extension ContentSizeCategory: Comparable {
    /// Smaller sizes order first.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a content size category.
    public init?(_ uiSizeCategory: ContentSizeCategory) {
        self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: uiSizeCategory)!]
    }
}

extension EnvironmentValues {
    /// The reader's text size as a content size category: the environment's `dynamicTypeSize`
    /// under its older name; setting it sets that size.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize)! }
        set { dynamicTypeSize = DynamicTypeSize(newValue)! }
    }
}
