/// One token's value, in the types that design-token formats (DTCG) know.
public enum TokenValue: Hashable, Sendable {
    /// A color, light and dark.
    case color(AdaptiveColor)
    /// A length in points.
    case dimension(Double)
    /// A time in seconds.
    case duration(Double)
    /// A plain number (an opacity, a scale, a count, a weight axis value).
    case number(Double)
    /// A cubic Bézier timing curve.
    case cubicBezier(TimingCurveSpec)
    /// A drop shadow.
    case shadow(ShadowToken)
    /// A gradient.
    case gradient(GradientSpec)
    /// A type style.
    case typography(TypographyToken)
    /// An animation: curve or spring, delay, speed, repetition.
    case animation(AnimationSpec)
    /// A list of names (a circadian pool, a haptic table row).
    case text(String)
}

/// A named token: where it sits in the tree, its value and the spec passage it comes from.
public struct TokenEntry: Hashable, Sendable {
    /// The path from the theme's root, e.g. `["color", "surfaceBase"]`.
    public let path: [String]
    /// The token's value.
    public let value: TokenValue
    /// The spec passage the value comes from, or why we chose it (`000 §2`, `decision D3`).
    public let source: String

    /// A token.
    ///
    /// - Parameters:
    ///   - path: Its path from the theme's root.
    ///   - value: Its value.
    ///   - source: The spec passage or decision it comes from.
    public init(_ path: [String], _ value: TokenValue, source: String) {
        self.path = path
        self.value = value
        self.source = source
    }

    /// The path joined with dots.
    public var name: String { path.joined(separator: ".") }
}
