/// A color scheme as the tokens see it. Named apart from SwiftUI's `ColorScheme` so that
/// component code importing both modules never meets an ambiguous name.
public enum Appearance: String, CaseIterable, Sendable, Codable {
    /// The light color scheme.
    case light
    /// The dark color scheme.
    case dark
}
