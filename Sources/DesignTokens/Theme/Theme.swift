/// The three dialects of the spec.
public enum Dialect: String, CaseIterable, Sendable, Codable {
    /// 000, 001, 002: pastel gradients, translucent glass, letter cascades.
    case pastel
    /// 003: dark-first emerald and gold, solid surfaces, glow.
    case athletic
    /// 004: Liquid Glass with a material fallback.
    case liquid
}

/// What a screen's backdrop is.
public enum BackdropToken: Hashable, Sendable {
    /// One of the pastel gradients, chosen at run time by the choreographer.
    case pastelGradient(initial: GradientToken)
    case solid(AdaptiveColor)
}

/// What a card is made of.
public enum SurfaceToken: Hashable, Sendable {
    /// A material composited over whatever lies behind, with an optional tint on top.
    case glass(MaterialToken, tint: AdaptiveColor?)
    case solid(AdaptiveColor)
}

/// One dialect's tokens for light and dark, with the roles every component reads.
/// Set once per view tree (`.theme(.athletic)`); the roles say what the dialect's cards, text and
/// motion are, and `tokens` lists every value for export and audit.
public struct Theme: Sendable, Hashable, Identifiable {
    public let dialect: Dialect
    public let backdrop: BackdropToken
    public let surface: SurfaceToken
    public let textPrimary: AdaptiveColor
    public let textSecondary: AdaptiveColor
    public let cardCornerRadius: Double
    public let cardPadding: Double
    public let screenPadding: Double
    /// Presses and micro-interactions.
    public let pressAnimation: AnimationSpec
    /// View and state changes.
    public let changeAnimation: AnimationSpec
    /// Cards and content entering.
    public let entranceAnimation: AnimationSpec
    /// Every token of the dialect, sorted by name.
    public let tokens: [TokenEntry]

    public var id: Dialect { dialect }
    public var name: String { dialect.rawValue }

    /// The theme of a dialect.
    public static func of(_ dialect: Dialect) -> Theme {
        switch dialect {
        case .pastel: .pastel
        case .athletic: .athletic
        case .liquid: .liquid
        }
    }

    /// Every theme, in dialect order.
    public static let all: [Theme] = Dialect.allCases.map(of)

    /// The theme named `name` ("pastel", "athletic", "liquid"), or nil.
    public init?(named name: String) {
        guard let dialect = Dialect(rawValue: name) else { return nil }
        self = .of(dialect)
    }

    init(dialect: Dialect, backdrop: BackdropToken, surface: SurfaceToken, textPrimary: AdaptiveColor,
         textSecondary: AdaptiveColor, cardCornerRadius: Double, cardPadding: Double, screenPadding: Double,
         pressAnimation: AnimationSpec, changeAnimation: AnimationSpec, entranceAnimation: AnimationSpec,
         tokens: [TokenEntry]) {
        self.dialect = dialect
        self.backdrop = backdrop
        self.surface = surface
        self.textPrimary = textPrimary
        self.textSecondary = textSecondary
        self.cardCornerRadius = cardCornerRadius
        self.cardPadding = cardPadding
        self.screenPadding = screenPadding
        self.pressAnimation = pressAnimation
        self.changeAnimation = changeAnimation
        self.entranceAnimation = entranceAnimation
        self.tokens = tokens.sorted { $0.name < $1.name }
    }
}
