import DesignTokens

/// A named list of tokens that an export writes as one top-level group: a theme, or a hand-made
/// list (a subset, a test fixture).
public struct TokenSet: Hashable, Sendable {
    /// The group's name: `pastel` becomes the DTCG group `pastel`, the CSS prefix `--airfit-pastel-`,
    /// the asset-catalog folder `pastel/` and the Swift namespace `AirFitTokens.Pastel`.
    public let name: String
    /// The tokens, sorted by name.
    public let tokens: [TokenEntry]

    public init(name: String, tokens: [TokenEntry]) {
        self.name = name
        self.tokens = tokens.sorted { $0.name < $1.name }
    }

    /// Every token of a theme, under the theme's name.
    public init(_ theme: Theme) {
        self.init(name: theme.name, tokens: theme.tokens)
    }
}
