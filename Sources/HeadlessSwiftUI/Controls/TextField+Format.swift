import Foundation

extension Binding where Value == String {
    /// The text of `value` in `format`; text set to it is parsed back into the value, and text
    /// that does not parse leaves the value as it was (iOS: the field shows the value again).
    nonisolated static func formatting<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(
            get: { format.format(value.wrappedValue) },
            set: { text in
                if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
            })
    }

    /// The text of an optional `value` in `format`: empty for nil, and empty text sets nil.
    nonisolated static func formatting<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, _ format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(
            get: { value.wrappedValue.map(format.format) ?? "" },
            set: { text in
                if text.isEmpty {
                    value.wrappedValue = nil
                } else if let parsed = try? format.parseStrategy.parse(text) {
                    value.wrappedValue = parsed
                }
            })
    }
}

extension TextField where Label == Text {
    /// A field editing `value` as text in `format` (Apple: `init(_:value:format:prompt:)`): a
    /// number, a currency amount, a date. Without a prompt the title is the placeholder. The layer's typing replaces the whole text, which is
    /// parsed into the value at once; on iOS the value is parsed when editing ends (D275).
    ///
    /// ```swift
    /// TextField("Weight", value: $weight, format: .number.precision(.fractionLength(1)))
    /// TextField("Price", value: $price, format: .currency(code: "EUR"))
    /// ```
    nonisolated public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(titleKey, text: .formatting(value, format))
        self.prompt = prompt
    }

    /// A field editing `value` in `format`, its title shown verbatim.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(title, text: .formatting(value, format))
        self.prompt = prompt
    }

    /// A field editing an optional `value` in `format`: empty while it is nil, and emptied it sets nil.
    nonisolated public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(titleKey, text: .formatting(value, format))
        self.prompt = prompt
    }

    /// A field editing an optional `value` in `format`, its title shown verbatim.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(title, text: .formatting(value, format))
        self.prompt = prompt
    }
}

extension TextField {
    /// A field labelled by `label`, editing `value` in `format`.
    nonisolated public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(text: .formatting(value, format), prompt: prompt, label: label)
    }

    /// A field labelled by `label`, editing an optional `value` in `format`.
    nonisolated public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(text: .formatting(value, format), prompt: prompt, label: label)
    }
}
