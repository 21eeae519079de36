/// The key of a localized string (Apple: `LocalizedStringKey`). The headless layer has no
/// string tables: a key reads as itself, interpolations included.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let key: String

    /// A key with the text `value`.
    nonisolated public init(_ value: String) {
        key = value
    }

    nonisolated public init(stringLiteral value: String) {
        key = value
    }

    nonisolated public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.text
    }

    /// Collects the literal and interpolated parts.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        nonisolated public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// Appends an interpolated value, as its description.
        public mutating func appendInterpolation<T>(_ value: T) { text += "\(value)" }
    }
}
