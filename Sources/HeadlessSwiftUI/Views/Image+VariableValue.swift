extension Image {
    /// An SF Symbol drawn at a variable value from 0 to 1 (Apple: `init(systemName:variableValue:)`,
    /// iOS 16): on iOS a symbol with variable color dims the layers above the value. The layer
    /// draws symbols with stand-in glyphs that have no layers, so the symbol is drawn whole, at
    /// any value (D274).
    ///
    /// ```swift
    /// Image(systemName: "wifi", variableValue: signal)
    /// ```
    nonisolated public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }
}
