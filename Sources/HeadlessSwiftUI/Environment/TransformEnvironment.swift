extension View {
    /// Changes the environment value at `keyPath` for this view and the views inside (Apple:
    /// `transformEnvironment(_:transform:)`).
    ///
    /// ```swift
    /// content.transformEnvironment(\.font) { font in font = font ?? .body }
    /// ```
    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        let box = UncheckedSendable((keyPath, transform))
        return EnvironmentWriter(content: self) { values in box.value.1(&values[keyPath: box.value.0]) }
    }
}
