/// iOS's Dynamic Type sizes and leadings for every text style and category
/// (Apple Human Interface Guidelines, "Dynamic Type sizes"; platform-facts.md).
public enum DynamicTypeTable {
    /// Size/leading pairs per style, in `DynamicTypeCategory.allCases` order.
    private static let rows: [SystemTextStyle: [(Double, Double)]] = [
        .largeTitle: [
            (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70),
        ],
        .title: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: bodyRow,
        .body: bodyRow,
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [
            (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58),
        ],
        .footnote: [
            (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52),
        ],
        .caption: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [
            (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48),
        ],
    ]
    private static let bodyRow: [(Double, Double)] =
        [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]

    /// The size and leading of `style` at `category`.
    public static func metrics(_ style: SystemTextStyle, at category: DynamicTypeCategory) -> TypeMetrics {
        let pair = rows[style]![category.index]
        return TypeMetrics(size: pair.0, leading: pair.1)
    }

    /// The weight iOS gives the style, as the `wght` axis value: headline is semibold (600), the
    /// rest regular (400).
    public static func numericWeight(of style: SystemTextStyle) -> Int {
        style == .headline ? 600 : 400
    }

    /// `value` scaled as `@ScaledMetric(relativeTo:)` and `Font.system(size:relativeTo:)` scale it:
    /// in proportion to the style's size at `category` over its size at Large. Not rounded.
    public static func scaled(_ value: Double, relativeTo style: SystemTextStyle, at category: DynamicTypeCategory) -> Double {
        value * metrics(style, at: category).size / metrics(style, at: .large).size
    }

    /// `value` scaled in proportion to the style's leading at `category` over its leading at
    /// Large: how iOS 18 grows the circular progress view with `.body` (D284) and an unavailable
    /// content view's symbol with `.title2` (D285), measured. Not rounded.
    ///
    /// ```swift
    /// DynamicTypeTable.scaledAsLeading(20, relativeTo: .body, at: .accessibility5)  // 20 × 62 / 22
    /// ```
    public static func scaledAsLeading(_ value: Double, relativeTo style: SystemTextStyle, at category: DynamicTypeCategory) -> Double {
        value * metrics(style, at: category).leading / metrics(style, at: .large).leading
    }
}
