import Foundation

extension Text {
    /// A value formatted by `format` in the environment's locale (Apple: `Text(_:format:)`): German
    /// reads 24860 as "24.860", English as "24,860".
    ///
    /// ```swift
    /// Text(weeklyVolume, format: .number)
    /// Text(0.72, format: .percent)
    /// ```
    nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
        formatter = Self.formatter(UncheckedSendable((format as any FormatStyle, input as Any)))
    }

    /// Formats the value in a locale, the style's type opened again where it is used.
    nonisolated private static func formatter(_ value: UncheckedSendable<(any FormatStyle, Any)>) -> @Sendable (Locale) -> String {
        { locale in
            func format<S: FormatStyle>(_ style: S) -> String? {
                (value.value.1 as? S.FormatInput).flatMap { style.locale(locale).format($0) as? String }
            }
            return format(value.value.0) ?? ""
        }
    }
}
