/// SwiftUI's `Font.Weight` cases with the numeric weight each maps to (CSS / OpenType `wght`).
public enum FontWeightToken: String, CaseIterable, Sendable, Codable {
    /// `Font.Weight.ultraLight`, numeric weight 100.
    case ultraLight
    /// `Font.Weight.thin`, numeric weight 200.
    case thin
    /// `Font.Weight.light`, numeric weight 300.
    case light
    /// `Font.Weight.regular`, numeric weight 400.
    case regular
    /// `Font.Weight.medium`, numeric weight 500.
    case medium
    /// `Font.Weight.semibold`, numeric weight 600.
    case semibold
    /// `Font.Weight.bold`, numeric weight 700.
    case bold
    /// `Font.Weight.heavy`, numeric weight 800.
    case heavy
    /// `Font.Weight.black`, numeric weight 900.
    case black

    /// The `wght` axis value: 100 for ultraLight through 900 for black.
    public var numericWeight: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// The case whose numeric weight is nearest to `weight` (ties go to the lighter one).
    public static func nearest(to weight: Double) -> FontWeightToken {
        allCases.min { abs(Double($0.numericWeight) - weight) < abs(Double($1.numericWeight) - weight) }!
    }
}

/// SwiftUI's `Font.Design` cases.
public enum FontDesignToken: String, CaseIterable, Sendable, Codable {
    /// `Font.Design.default`: SF Pro.
    case `default`
    /// `Font.Design.rounded`: SF Pro Rounded.
    case rounded
    /// `Font.Design.monospaced`: SF Mono.
    case monospaced
    /// `Font.Design.serif`: New York.
    case serif
}

/// A type style: size, weight, design, and the Dynamic Type style it scales with.
public struct TypographyToken: Hashable, Sendable {
    /// Size in points at the default content size (Large).
    public var size: Double
    /// The weight.
    public var weight: FontWeightToken
    /// The design.
    public var design: FontDesignToken
    /// The text style whose Dynamic Type curve this size follows (`Font.system(size:relativeTo:)`).
    public var relativeTo: SystemTextStyle
    /// Monospaced digits only (`monospacedDigit()`), for numbers in a proportional face.
    public var monospacedDigits: Bool

    /// A type style.
    ///
    /// ```swift
    /// let number = TypographyToken(size: 34, weight: .thin, design: .rounded, relativeTo: .largeTitle, monospacedDigits: true)
    /// ```
    ///
    /// - Parameters:
    ///   - size: Size in points at Large.
    ///   - weight: The weight.
    ///   - design: The design.
    ///   - relativeTo: The text style it scales with.
    ///   - monospacedDigits: Monospaced digits in a proportional face.
    public init(
        size: Double, weight: FontWeightToken, design: FontDesignToken = .default,
        relativeTo: SystemTextStyle, monospacedDigits: Bool = false
    ) {
        self.size = size
        self.weight = weight
        self.design = design
        self.relativeTo = relativeTo
        self.monospacedDigits = monospacedDigits
    }

    /// The size at a content size category, scaled along `relativeTo`'s curve.
    public func size(at category: DynamicTypeCategory) -> Double {
        DynamicTypeTable.scaled(size, relativeTo: relativeTo, at: category)
    }

    /// True for WCAG's "large text": at least 18 pt, or at least 14 pt and bold.
    public var isLargeText: Bool {
        size >= 18 || (size >= 14 && weight.numericWeight >= FontWeightToken.bold.numericWeight)
    }
}
