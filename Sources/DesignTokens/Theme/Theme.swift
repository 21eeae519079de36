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
    /// A solid color.
    case solid(AdaptiveColor)
}

/// What a card is made of.
public enum SurfaceToken: Hashable, Sendable {
    /// A material composited over whatever lies behind, with an optional tint on top.
    case glass(MaterialToken, tint: AdaptiveColor?)
    /// A solid color.
    case solid(AdaptiveColor)
}

/// One dialect's look for the shared core of every component, in light and dark: set once per view
/// tree (`.theme(.athletic)`), it decides what a card is made of (`card`), the colors of text on it
/// (`textPrimary`, `textSecondary`), how a press answers (`press`: scale, motion, haptic) and what a
/// screen stands on (`backdrop`). Components that are not inside a `.theme(_:)` use their own
/// dialect's theme. `tokens` lists every value of the dialect for export and audit.
public struct Theme: Sendable, Hashable, Identifiable {
    /// The dialect whose values this theme carries.
    public let dialect: Dialect
    /// What a screen stands on.
    public let backdrop: BackdropToken
    /// What every card is made of.
    public let card: CardStyle
    /// Text on cards and surfaces.
    public let textPrimary: AdaptiveColor
    /// Secondary text, in a color that meets 4.5:1 on the theme's cards.
    public let textSecondary: AdaptiveColor
    /// Presses: scale, motion and haptic.
    public let press: PressStyle
    /// Every token of the dialect, sorted by name.
    public let tokens: [TokenEntry]

    public var id: Dialect { dialect }
    /// The dialect's name: "pastel", "athletic" or "liquid".
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

    init(
        dialect: Dialect, backdrop: BackdropToken, card: CardStyle, textPrimary: AdaptiveColor, textSecondary: AdaptiveColor,
        press: PressStyle, tokens: [TokenEntry]
    ) {
        self.dialect = dialect
        self.backdrop = backdrop
        self.card = card
        self.textPrimary = textPrimary
        self.textSecondary = textSecondary
        self.press = press
        self.tokens = tokens.sorted { $0.name < $1.name }
    }
}
