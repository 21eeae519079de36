/// The environment key of the style installed for a kind of control, by its configuration type:
/// the style's body as a function of the configuration, nil where the default style applies
/// (`buttonStyle(_:)`, `toggleStyle(_:)`, `groupBoxStyle(_:)` and the others install one).
struct InstalledStyleKey<Configuration>: EnvironmentKey {
    static var defaultValue: (@MainActor (Configuration) -> AnyView)? { nil }
}
