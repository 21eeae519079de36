import Foundation

private struct AllowsTighteningKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether text below may squeeze its letters together to fit a line before it truncates
    /// (Apple: `EnvironmentValues.allowsTightening`); false by default.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}

extension View {
    /// Lets the text below tighten its letter spacing to fit before it truncates (Apple:
    /// `allowsTightening(_:)`). The stand-in faces are laid out at their own spacing, so a text
    /// that would tighten on iOS truncates here a few tenths of a point earlier.
    ///
    /// ```swift
    /// Text(title).lineLimit(1).allowsTightening(true)
    /// ```
    nonisolated public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }
}
