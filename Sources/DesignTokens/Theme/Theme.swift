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

/// The look of the shared core of every component, in light and dark: set once per view tree
/// (`.theme(.athletic)`, or your own), it decides what a screen stands on (`backdrop`), what a card
/// is made of (`card`), the colors of text (`textPrimary`, `textSecondary`) and of the accent
/// (`accent`, `onAccent`, `accentText`, `highlight`), the type roles (`typography`) and how a press
/// answers (`press`: scale, motion, haptic). Components that are not inside a `.theme(_:)` use their
/// own dialect's theme.
///
/// The spec's three dialects are `.pastel`, `.athletic` and `.liquid`. A brand is a theme of your
/// own: start from the dialect closest to it and change the roles that differ.
///
/// ```swift
/// extension Theme {
///     static let harbor: Theme = {
///         var theme = Theme.athletic.named("harbor")
///         theme.accent = AdaptiveColor(.token("#FF6B4A"))
///         theme.accentText = AdaptiveColor(light: .token("#B8391C"), dark: .token("#FF8A6E"))
///         return theme
///     }()
/// }
/// ```
public struct Theme: Sendable, Hashable, Identifiable {
    /// The theme's name: "pastel", "athletic", "liquid", or your brand's.
    public var name: String
    /// The dialect the theme's structure comes from: the shapes, spacing and motion that no role
    /// names (a pressed athletic card's darker fill, a pastel page's title cascade).
    public var dialect: Dialect
    /// What a screen stands on.
    public var backdrop: BackdropToken
    /// What every card is made of.
    public var card: CardStyle
    /// Text on cards and surfaces.
    public var textPrimary: AdaptiveColor
    /// Secondary text, in a color that meets 4.5:1 on the theme's cards.
    public var textSecondary: AdaptiveColor
    /// The fill of primary actions, selections, focus and progress. Inside a theme, components
    /// paint it as SwiftUI's tint, so `.tint(_:)` inside a themed view changes it, as on Apple's
    /// controls.
    public var accent: AdaptiveColor
    /// Whether `.theme(_:)` sets SwiftUI's tint to `accent`, so Apple's controls inside (switches,
    /// plain buttons, pickers) take it too. The pastel and liquid themes leave it off: their accent
    /// is iOS's blue, the tint an app has by default (its AccentColor), and iOS's controls keep
    /// their own colors, such as green switches.
    public var tintsControls: Bool
    /// Text and symbols on an accent fill.
    public var onAccent: AdaptiveColor
    /// The accent as text or an outline on the theme's cards and backdrop, meeting 4.5:1.
    public var accentText: AdaptiveColor
    /// The second accent: badges, streaks and highlights.
    public var highlight: AdaptiveColor
    /// The surface a sheet rises on (`.sheetRise`); nil for the card's color where the card is
    /// solid, else 003's overlay surface. The athletic theme sets 003's `surfaceOverlay`.
    public var sheetSurface: AdaptiveColor?
    /// The type roles.
    public var typography: ThemeTypography
    /// Presses: scale, motion and haptic.
    public var press: PressStyle
    /// Every token behind the theme, sorted by name (the dialect's own for the spec's themes), for
    /// export and audit.
    public var tokens: [TokenEntry]

    /// The theme's name.
    public var id: String { name }

    /// The theme of a dialect.
    public static func of(_ dialect: Dialect) -> Theme {
        switch dialect {
        case .pastel: .pastel
        case .athletic: .athletic
        case .liquid: .liquid
        }
    }

    /// The spec's themes, in dialect order.
    public static let all: [Theme] = Dialect.allCases.map(of)

    /// The spec's theme named `name` ("pastel", "athletic", "liquid"), or nil.
    public init?(named name: String) {
        guard let dialect = Dialect(rawValue: name) else { return nil }
        self = .of(dialect)
    }

    /// A theme with every role given.
    ///
    /// Most brands start from a spec theme instead and change what differs (see ``named(_:)``).
    ///
    /// - Parameters:
    ///   - name: The theme's name, as the gallery and CLI show it.
    ///   - dialect: The dialect whose structure the theme keeps.
    ///   - backdrop: What a screen stands on.
    ///   - card: What every card is made of.
    ///   - textPrimary: Text on cards and surfaces.
    ///   - textSecondary: Secondary text (4.5:1 on the cards).
    ///   - accent: The fill of primary actions, selections, focus and progress.
    ///   - onAccent: Text and symbols on the accent.
    ///   - accentText: The accent as text or an outline (4.5:1).
    ///   - highlight: The second accent.
    ///   - sheetSurface: The surface a sheet rises on; nil for the card's solid color.
    ///   - tintsControls: Whether `.theme(_:)` sets SwiftUI's tint to the accent (true for brands).
    ///   - typography: The type roles.
    ///   - press: How a press answers.
    ///   - tokens: The tokens behind the theme, for export and audit.
    public init(
        name: String, dialect: Dialect, backdrop: BackdropToken, card: CardStyle, textPrimary: AdaptiveColor,
        textSecondary: AdaptiveColor, accent: AdaptiveColor, onAccent: AdaptiveColor, accentText: AdaptiveColor,
        highlight: AdaptiveColor, sheetSurface: AdaptiveColor? = nil, tintsControls: Bool = true, typography: ThemeTypography,
        press: PressStyle, tokens: [TokenEntry] = []
    ) {
        self.name = name
        self.dialect = dialect
        self.backdrop = backdrop
        self.card = card
        self.textPrimary = textPrimary
        self.textSecondary = textSecondary
        self.accent = accent
        self.onAccent = onAccent
        self.accentText = accentText
        self.highlight = highlight
        self.sheetSurface = sheetSurface
        self.tintsControls = tintsControls
        self.typography = typography
        self.press = press
        self.tokens = tokens.sorted { $0.name < $1.name }
    }

    /// This theme under another name: the first step of a brand built on a spec theme.
    ///
    /// ```swift
    /// var brand = Theme.liquid.named("harbor")
    /// brand.accent = AdaptiveColor(.token("#0B6E4F"))
    /// ```
    public func named(_ name: String) -> Theme {
        var theme = self
        theme.name = name
        return theme
    }
}
