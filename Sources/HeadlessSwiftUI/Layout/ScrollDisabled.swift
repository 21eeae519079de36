private struct ScrollEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether the scroll views here scroll when dragged (Apple: `isScrollEnabled`, iOS 16); true
    /// unless `scrollDisabled(_:)` says otherwise. A scroll view that does not still moves to
    /// where `ScrollViewReader` or a scroll position sends it.
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }
}

extension View {
    /// Stops the scroll views inside from scrolling when dragged (Apple: `scrollDisabled(_:)`):
    /// passed through the environment, so it reaches every scroll view and list below.
    ///
    /// ```swift
    /// ScrollView { Onboarding() }.scrollDisabled(true)
    /// ```
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View {
        environment(\.isScrollEnabled, !disabled)
    }
}
