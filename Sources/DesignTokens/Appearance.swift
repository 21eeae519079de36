/// A color scheme as the tokens see it. Named apart from SwiftUI's `ColorScheme` so that
/// component code importing both modules never meets an ambiguous name.
public enum Appearance: String, CaseIterable, Sendable, Codable {
    case light
    case dark
}
