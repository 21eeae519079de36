import Foundation

private struct BaselineOffsetKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
    /// The offset `baselineOffset(_:)` on a view gives the texts below that set none themselves.
    var _baselineOffset: CGFloat? {
        get { self[BaselineOffsetKey.self] }
        set { self[BaselineOffsetKey.self] = newValue }
    }
}

extension View {
    /// Raises the texts below `baselineOffset` points off their baselines (Apple:
    /// `baselineOffset(_:)` on a view, iOS 16); a text's own offset wins.
    ///
    /// ```swift
    /// Label("Beta", systemImage: "flask").baselineOffset(2)
    /// ```
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        environment(\._baselineOffset, baselineOffset)
    }
}
