/// How prominent a section header is (Apple: `Prominence`).
public enum Prominence: Hashable, Sendable {
    /// The platform's standard header.
    case standard
    /// A more prominent header.
    case increased
}

private struct HeaderProminenceKey: EnvironmentKey {
    static let defaultValue = Prominence.standard
}

extension EnvironmentValues {
    /// The prominence of section headers below.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

extension View {
    /// The prominence of the section headers inside (Apple: `headerProminence(_:)`). The layer
    /// draws `.increased` headers as standard ones: the larger header of iOS is not measured yet
    /// (docs/fidelity.md).
    ///
    /// ```swift
    /// Section("Today") { ... }.headerProminence(.increased)
    /// ```
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
