import Foundation

/// The direction a language is written and laid out in (Apple: `LayoutDirection`).
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Left to right: English, German, Japanese.
    case leftToRight
    /// Right to left: Arabic, Hebrew. Stacks, leading and trailing, and text's natural alignment
    /// mirror; offsets and shapes do not.
    case rightToLeft
}

private struct LocaleKey: EnvironmentKey {
    /// English (US), fixed rather than the machine's, so output is the same everywhere.
    static let defaultValue = Locale(identifier: "en_US")
}

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
    /// The locale text is looked up and numbers are formatted in (Apple: `EnvironmentValues.locale`).
    ///
    /// ```swift
    /// ProfileScreen().environment(\.locale, Locale(identifier: "de"))
    /// ```
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The layout direction (Apple: `EnvironmentValues.layoutDirection`): on iOS the app's, from the
    /// person's language; here left to right unless the runtime or a view sets it.
    ///
    /// ```swift
    /// ProfileScreen().environment(\.layoutDirection, .rightToLeft)
    /// ```
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

extension LayoutDirection {
    /// The direction `locale`'s language is written in: right to left for Arabic, Hebrew, Persian,
    /// Urdu and the other right-to-left scripts (Foundation's `Locale.Language.characterDirection`).
    package init(locale: Locale) {
        self = locale.language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
