extension DynamicTypeTable {
    /// The weight iOS gives the style: headline is semibold, the rest regular.
    public static func weight(of style: SystemTextStyle) -> FontWeightToken {
        .nearest(to: Double(numericWeight(of: style)))
    }
}
