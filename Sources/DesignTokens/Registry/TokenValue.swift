/// One token's value, in the types that design-token formats (DTCG) know.
public enum TokenValue: Hashable, Sendable {
    case color(AdaptiveColor)
    /// A length in points.
    case dimension(Double)
    /// A time in seconds.
    case duration(Double)
    /// A plain number (an opacity, a scale, a count, a weight axis value).
    case number(Double)
    case cubicBezier(TimingCurveSpec)
    case shadow(ShadowToken)
    case gradient(GradientSpec)
    case typography(TypographyToken)
    case animation(AnimationSpec)
    /// A list of names (a circadian pool, a haptic table row).
    case text(String)
}

/// A named token: where it sits in the tree, its value and the spec passage it comes from.
public struct TokenEntry: Hashable, Sendable {
    /// The path from the theme's root, e.g. `["color", "surfaceBase"]`.
    public let path: [String]
    public let value: TokenValue
    /// The spec passage the value comes from, or why we chose it (`000 §2`, `decision D3`).
    public let source: String

    public init(_ path: [String], _ value: TokenValue, source: String) {
        self.path = path
        self.value = value
        self.source = source
    }

    /// The path joined with dots.
    public var name: String { path.joined(separator: ".") }
}
