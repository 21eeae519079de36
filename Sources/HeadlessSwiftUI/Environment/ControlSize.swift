/// Apple's `ControlSize`: the size class of the controls inside a view.
public enum ControlSize: Hashable, Sendable {
    /// A control version that is minimally sized.
    case mini
    /// A control version that is proportionally smaller, for space-constrained views.
    case small
    /// The default size.
    case regular
    /// A control version that is prominently sized.
    case large
    /// The largest size; resolves to `large` on platforms other than visionOS.
    @available(iOS 17.0, macOS 14.0, *)
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    /// The size to apply to controls within a view; `.regular` by default.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls inside: the system button styles read it.
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
        EnvironmentWriter(content: self) { $0.controlSize = controlSize }
    }
}
