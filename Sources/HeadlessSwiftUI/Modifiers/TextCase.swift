extension Text {
    /// How a text's letters are cased for display (Apple: `Text.Case`).
    public enum Case: Hashable, Sendable {
        /// Every letter in capitals.
        case uppercase
        /// Every letter in small letters.
        case lowercase
    }
}

private struct TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
    /// The case texts below are shown in, in the environment's locale; nil keeps their own.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Shows the texts inside in capitals or small letters (Apple: `textCase(_:)`): a grouped
    /// list's section headers are uppercase this way, and `.textCase(nil)` keeps a header's own case.
    ///
    /// ```swift
    /// Section { Toggle("Sounds", isOn: $sounds) } header: { Text("Alerts").textCase(nil) }
    /// ```
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
