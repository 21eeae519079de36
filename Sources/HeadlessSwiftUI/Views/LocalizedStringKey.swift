import Foundation

/// The key of a localized string (Apple: `LocalizedStringKey`). An interpolated key is what a
/// strings table knows (`"%lld sets"`: each interpolation as its format specifier, a literal `%`
/// doubled) together with its arguments. A `Text` made from it looks it up in its bundle's String
/// Catalog for the environment's locale; without a translation it reads as its text with each
/// argument formatted as iOS formats it (a `Double` through `%lf`, so `"\(0.76 * 100)%"` reads
/// "76.000000%").
///
/// ```swift
/// Text("\(completed) of \(total) sets")
/// ```
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key as a strings table knows it.
    package let key: String
    /// The text shown when no table has the key: the literal parts with the arguments formatted.
    package let text: String
    /// The interpolated values, formatted, in order: what a translation's specifiers stand for.
    package let arguments: [LocalizedArgument]

    /// A key with the text `value`.
    nonisolated public init(_ value: String) {
        key = value
        text = value
        arguments = []
    }

    /// A key written as a string literal.
    nonisolated public init(stringLiteral value: String) {
        key = value
        text = value
        arguments = []
    }

    /// A key written with interpolations.
    nonisolated public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        text = stringInterpolation.text
        arguments = stringInterpolation.arguments
    }

    /// Collects the literal and interpolated parts, as `LocalizedStringKey.StringInterpolation` does.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var text = ""
        var arguments: [LocalizedArgument] = []

        /// An empty interpolation.
        nonisolated public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends literal text; in the key a `%` is doubled.
        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
            text += literal
        }

        /// Appends a string, as the argument of a `%@`.
        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            text += string
            arguments.append(LocalizedArgument(formatted: string, number: nil))
        }

        /// Appends a substring, as the argument of a `%@`.
        public mutating func appendInterpolation(_ substring: Substring) {
            appendInterpolation(String(substring))
        }

        /// Appends a number with its own format specifier (`%lld` for `Int`, `%lf` for `Double`),
        /// formatted by it.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendInterpolation(value, specifier: value._specifier)
        }

        /// Appends a number formatted with `specifier` (`"%.1f"`), which the key also carries.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            key += specifier
            let formatted = String(format: specifier, value._arg)
            text += formatted
            arguments.append(LocalizedArgument(formatted: formatted, number: Double(formatted)))
        }

        /// Appends a value formatted by `format` (a `FormatStyle` such as `.number`), in the locale
        /// the key is read in: `"\(24860, format: .number) kg"` reads "24.860 kg" in German.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            appendInterpolation(Text(input, format: format))
        }

        /// Appends the content of a `Text`.
        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
            self.text += text.content
            arguments.append(LocalizedArgument(formatted: text.content, number: nil, text: text))
        }

        /// Appends any other value by its description, as Apple's deprecated fallback does.
        @available(
            *, deprecated,
            message: "Localized string interpolation produces an unlocalized, debug description for this type of value."
        )
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ object: T) {
            appendInterpolation(String(describing: object))
        }
    }
}

/// One interpolated value of a localized key: as its specifier formatted it, and its number (for a
/// translation's plural variations).
package struct LocalizedArgument: Equatable, Sendable {
    package let formatted: String
    package let number: Double?
    /// An interpolated `Text`, read in the locale the key is looked up in (a localized text reads
    /// in the same language as the string around it).
    package var text: Text? = nil

    /// The argument as it reads in `locale`.
    func reading(in locale: Locale) -> String {
        text?.localized(in: locale).content ?? formatted
    }
}

/// A number a localized string can format with a `printf` specifier (Apple: `_FormatSpecifiable`).
public protocol _FormatSpecifiable: Equatable {
    /// The type passed to the formatter.
    associatedtype _Arg: CVarArg
    /// The value passed to the formatter.
    var _arg: _Arg { get }
    /// The format specifier, such as `%lld`.
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Int { self }
    /// `%lld`.
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    /// The value as a 32-bit integer.
    public var _arg: Int32 { Int32(self) }
    /// `%d`.
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    /// The value as a 32-bit integer.
    public var _arg: Int32 { Int32(self) }
    /// `%d`.
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Int32 { self }
    /// `%d`.
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Int64 { self }
    /// `%lld`.
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    /// The value itself.
    public var _arg: UInt { self }
    /// `%llu`.
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    /// The value as a 32-bit unsigned integer.
    public var _arg: UInt32 { UInt32(self) }
    /// `%u`.
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    /// The value as a 32-bit unsigned integer.
    public var _arg: UInt32 { UInt32(self) }
    /// `%u`.
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    /// The value itself.
    public var _arg: UInt32 { self }
    /// `%u`.
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    /// The value itself.
    public var _arg: UInt64 { self }
    /// `%llu`.
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Float { self }
    /// `%f`.
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Double { self }
    /// `%lf`: six decimals, as iOS shows an interpolated `Double`.
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    /// The value as a `Double`.
    public var _arg: Double { Double(self) }
    /// `%lf`.
    public var _specifier: String { "%lf" }
}
