extension Text {
    /// Where a text cut short by its line limit or its frame shows the ellipsis (Apple:
    /// `Text.TruncationMode`).
    public enum TruncationMode: Sendable, Hashable {
        /// The ellipsis at the start of the last line shown.
        case head
        /// The ellipsis at the end of the last line shown (the default).
        case tail
        /// The ellipsis in the middle of the last line shown.
        case middle
    }
}

private struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

extension EnvironmentValues {
    /// Where texts cut short show their ellipsis: `.tail` unless a view sets it.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
}

extension View {
    /// Where the texts inside show the ellipsis when they are cut short (Apple: `truncationMode(_:)`).
    ///
    /// ```swift
    /// Text(track.path).lineLimit(1).truncationMode(.middle)
    /// ```
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }
}
