@_exported import PlatformFacts

/// iOS's Dynamic Type facts live in `PlatformFacts` (what the headless SwiftUI layer may know);
/// `DesignTokens` re-exports them, so `import DesignTokens` sees `DynamicTypeTable`,
/// `DynamicTypeCategory`, `SystemTextStyle` and `TypeMetrics` as before.
extension DynamicTypeTable {
    /// The weight iOS gives the style: headline is semibold, the rest regular.
    public static func weight(of style: SystemTextStyle) -> FontWeightToken {
        .nearest(to: Double(numericWeight(of: style)))
    }
}
