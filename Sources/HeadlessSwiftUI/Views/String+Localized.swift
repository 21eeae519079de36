import Foundation

// Foundation's `String(localized:)` and `String.LocalizationValue` (iOS 15), which Linux's
// Foundation lacks: a string looked up in a bundle's String Catalog, for code that needs the text
// itself rather than a `Text` (a title animated letter by letter, say). Like `CGAffineTransform`,
// the layer carries Apple's declaration so the same source compiles on both (D174).

extension String {
    /// A localized string's key and default value, with its interpolated arguments (Apple:
    /// `String.LocalizationValue`).
    ///
    /// ```swift
    /// let title = String(localized: "\(count) sets", bundle: .module, locale: locale)
    /// ```
    public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
        let key: LocalizedStringKey

        /// A value written as a string literal.
        public init(stringLiteral value: String) {
            key = LocalizedStringKey(stringLiteral: value)
        }

        /// A value written with interpolations, each a format specifier in the key.
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
            key = LocalizedStringKey(stringInterpolation: stringInterpolation)
        }

        /// A value whose key is `value`.
        public init(_ value: String) {
            key = LocalizedStringKey(value)
        }
    }

    /// The string for `keyAndValue` from `table` (Localizable by default) in `bundle`'s String
    /// Catalog, in `locale`; the key's own text, its arguments formatted, where there is no
    /// translation (Apple: `String.init(localized:table:bundle:locale:comment:)`).
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = Text(keyAndValue.key, tableName: table, bundle: bundle).localized(in: locale).content
    }
}
