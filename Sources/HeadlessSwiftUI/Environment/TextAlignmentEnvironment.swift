extension EnvironmentValues {
    /// How a multiline text aligns its lines, as set by `multilineTextAlignment(_:)`
    /// (Apple: `EnvironmentValues.multilineTextAlignment`, leading by default).
    public var multilineTextAlignment: TextAlignment {
        get { self[InheritedTextAttributesKey.self].alignment ?? .leading }
        set {
            var attributes = self[InheritedTextAttributesKey.self]
            attributes.alignment = newValue
            self[InheritedTextAttributesKey.self] = attributes
        }
    }
}
