import Foundation

private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether controls in this environment respond to people (Apple: `EnvironmentValues.isEnabled`).
    /// Styles read it to draw a disabled look; `disabled(_:)` turns it off for a subtree.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Disables the controls in this view: they ignore taps, keyboard and VoiceOver activation, and
    /// read as dimmed (Apple: `disabled(_:)`). `disabled(false)` cannot enable what an outer view disabled.
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        EnvironmentWriter(content: self) { values in values.isEnabled = values.isEnabled && !disabled }
    }
}
