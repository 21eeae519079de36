/// The type roles of a theme: the styles components set their words in. Each is a
/// `TypographyToken`, so it scales with Dynamic Type along its text style.
///
/// ```swift
/// var brand = Theme.athletic
/// brand.typography.label = TypographyToken(size: 16, weight: .bold, design: .serif, relativeTo: .headline)
/// ```
public struct ThemeTypography: Sendable, Hashable {
    /// Button, chip and segment labels.
    public var label: TypographyToken
    /// Card titles: a `StatCard`'s title.
    public var headline: TypographyToken
    /// Running text and secondary lines on cards.
    public var body: TypographyToken
    /// Metric values: a `StatCard`'s number.
    public var number: TypographyToken

    /// A set of type roles.
    ///
    /// - Parameters:
    ///   - label: Button, chip and segment labels.
    ///   - headline: Card titles.
    ///   - body: Running text and secondary lines.
    ///   - number: Metric values.
    public init(label: TypographyToken, headline: TypographyToken, body: TypographyToken, number: TypographyToken) {
        self.label = label
        self.headline = headline
        self.body = body
        self.number = number
    }
}
