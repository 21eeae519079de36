import Foundation

/// A string shown to the user (Apple: `Text`), with the styling applied directly to it.
public struct Text: Equatable, Sendable {
    /// The string as it reads.
    package internal(set) var content: String
    package internal(set) var font: Font?
    package internal(set) var fontWeight: Font.Weight?
    package internal(set) var monospacedDigits = false
    package internal(set) var kerning: CGFloat = 0
    package internal(set) var isItalic = false
    /// The design `monospaced()` gives this text; nil keeps the environment's and the font's.
    package internal(set) var fontDesign: Font.Design?
    /// The color `foregroundColor(_:)` set on the text itself, which wins over the foreground style.
    package internal(set) var foregroundColor: Color?
    /// The localized key this text was made from, with its table and bundle: looked up in the
    /// environment's locale when the text is resolved.
    package internal(set) var localization: Localization?
    /// Formats the text's value in a locale (`Text(_:format:)`), when it has one.
    var formatter: (@Sendable (Locale) -> String)?
    /// The Markdown styles of a localized key's string, once resolved (D198).
    package internal(set) var runs: [TextRun] = []
    /// The lines `underline(_:color:)` and `strikethrough(_:color:)` draw through the whole text.
    package internal(set) var decorations = TextDecorations()
    /// The texts this one concatenates (`Text + Text`), each with its own styles; empty for a
    /// single text.
    package internal(set) var segments: [Text] = []

    /// Where a localized text's string comes from.
    package struct Localization: Equatable, Sendable {
        let key: LocalizedStringKey
        let table: String?
        let bundle: Bundle?
    }

    /// Text shown exactly as given, never looked up.
    nonisolated public init(verbatim content: String) {
        self.content = content
    }

    /// Text shown exactly as given (a string value, not a literal).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text for a localized `key`, looked up when resolved in the String Catalog of `bundle` (the main bundle by default) for the environment's locale; the key's own text, its arguments formatted as iOS formats them, where there is no translation.
    nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.text
        localization = Localization(key: key, table: tableName, bundle: bundle)
    }

    /// The same text in `font`.
    nonisolated public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// The same text at `weight`.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        copy.fontWeight = weight
        return copy
    }

    /// The same text with digits of one width.
    public func monospacedDigit() -> Text {
        var copy = self
        copy.monospacedDigits = true
        return copy
    }

    /// The same text in the monospaced design when `isActive` (Apple: `Text.monospaced(_:)`).
    nonisolated public func monospaced(_ isActive: Bool = true) -> Text {
        var copy = self
        copy.fontDesign = isActive ? .monospaced : nil
        return copy
    }

    /// The same text in `design` (nil keeps the environment's and the font's).
    ///
    /// ```swift
    /// Text("Quarterly").fontDesign(.serif)
    /// ```
    nonisolated public func fontDesign(_ design: Font.Design?) -> Text {
        var copy = self
        copy.fontDesign = design
        return copy
    }

    /// The same text with `kerning` points added between characters.
    public func kerning(_ kerning: CGFloat) -> Text {
        var copy = self
        copy.kerning = kerning
        return copy
    }

    /// The same text with `tracking` points added after each character (Apple: tracking keeps
    /// ligatures where kerning may break them; the stand-in faces draw the same spacing for both).
    ///
    /// ```swift
    /// Text("SALE").tracking(2)
    /// ```
    nonisolated public func tracking(_ tracking: CGFloat) -> Text {
        kerning(tracking)
    }

    /// The same text underlined when `isActive`, in `color` or, when nil, the text's own color.
    ///
    /// ```swift
    /// Text("Terms of Service").underline()
    /// ```
    nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var copy = self
        copy.decorations.underline = isActive ? TextDecorations.Line(color: color) : nil
        return copy
    }

    /// The same text struck through when `isActive`, in `color` or, when nil, the text's own color.
    ///
    /// ```swift
    /// Text("$49").strikethrough(color: .secondary)
    /// ```
    nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var copy = self
        copy.decorations.strikethrough = isActive ? TextDecorations.Line(color: color) : nil
        return copy
    }

    /// The same text in bold (weight 700).
    ///
    /// ```swift
    /// Text("12 days").bold()
    /// ```
    nonisolated public func bold() -> Text { fontWeight(.bold) }

    /// The same text in bold when `isActive`, else unchanged.
    nonisolated public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// The same text in italics.
    nonisolated public func italic() -> Text {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The same text in italics when `isActive`, else unchanged.
    nonisolated public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// The same text drawn in `color` (nil leaves the foreground style), whatever the foreground
    /// style around it.
    ///
    /// ```swift
    /// Text("Overdue").foregroundColor(.red)
    /// ```
    nonisolated public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.foregroundColor = color
        return copy
    }

    /// The same text drawn in `style` (a color, a hierarchical level, a gradient), whatever the
    /// foreground style around it; a color set on the text before it stays.
    ///
    /// ```swift
    /// Text("Updated ").foregroundStyle(.secondary) + Text("just now")
    /// ```
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        // A color the text already set on itself stays, as a style around it never covers it.
        guard ownForeground == nil else { return self }
        var copy = self
        if let color = style as? Color {
            copy.foregroundColor = color
            copy.decorations.foregroundStyle = nil
        } else {
            copy.foregroundColor = nil
            copy.decorations.foregroundStyle = AnyShapeStyle(style)
        }
        return copy
    }

    /// The same text raised `baselineOffset` points off its baseline (negative lowers it), as a
    /// superscript or a sign beside a number is (Apple: `Text.baselineOffset(_:)`).
    ///
    /// ```swift
    /// Text("m") + Text("2").font(.caption2).baselineOffset(6)
    /// ```
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        var copy = self
        copy.decorations.baselineOffset = baselineOffset
        return copy
    }

    /// The style this text sets on itself, if any: `foregroundColor(_:)`'s or `foregroundStyle(_:)`'s.
    package var ownForeground: (any ShapeStyle)? { foregroundColor ?? decorations.foregroundStyle?.style }

    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.content == rhs.content && lhs.font == rhs.font && lhs.fontWeight == rhs.fontWeight
            && lhs.monospacedDigits == rhs.monospacedDigits && lhs.kerning == rhs.kerning && lhs.isItalic == rhs.isItalic
            && lhs.foregroundColor == rhs.foregroundColor && lhs.runs == rhs.runs && lhs.decorations == rhs.decorations
            && lhs.segments == rhs.segments
    }
}

extension Text: View {
    public var body: Never { bodyError() }
}

extension Text: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let node = context.node(.text(resolved(in: context.environment)))
        // Under `redacted(reason: .placeholder)` a text is drawn as a placeholder bar.
        if context.environment.redactionReasons.contains(.placeholder) {
            return context.resolve(RedactedText(text: node), component: "redacted")
        }
        return [node]
    }

    /// This text as `environment` shows it: looked up in its locale, then in its pseudo-language.
    package func resolved(in environment: EnvironmentValues) -> Text { resolved(in: environment, raising: true) }

    /// This text as `environment` shows it; with `raising`, a text raised off its baseline
    /// (`baselineOffset(_:)`, here or above) is resolved as one part of a concatenation, whose
    /// run carries the offset.
    func resolved(in environment: EnvironmentValues, raising: Bool) -> Text {
        if !segments.isEmpty { return resolvedConcatenation(in: environment) }
        if raising, (decorations.baselineOffset ?? environment._baselineOffset ?? 0) != 0 {
            var whole = Text(verbatim: "")
            whole.segments = [self]
            whole.content = content
            return whole.resolvedConcatenation(in: environment)
        }
        var text = localized(in: environment.locale)
        // A key's string is Markdown on iOS: its markers style the text and are not drawn.
        if localization != nil, formatter == nil, let (plain, runs) = InlineMarkdown.parse(text.content) {
            text.content = plain
            text.runs = runs
        }
        if let pseudo = environment._pseudoLanguage, localization != nil {
            text.content = pseudo.apply(to: text.content)
            text.runs = []
        }
        let bytes = text.content.utf8.count
        switch environment.textCase {
        case .uppercase?: text.content = text.content.uppercased(with: environment.locale)
        case .lowercase?: text.content = text.content.lowercased(with: environment.locale)
        case nil: break
        }
        // A case change that changes the string's length (ß to SS) loses the styles' places.
        if text.content.utf8.count != bytes { text.runs = [] }
        return text
    }

    /// The string this text reads in `environment`.
    func resolvedString(in environment: EnvironmentValues) -> String { resolved(in: environment).content }

    /// This text with its string looked up in its bundle's String Catalog for `locale`; itself when
    /// it is not localized or has no translation there.
    func localized(in locale: Locale) -> Text {
        if !segments.isEmpty {
            var copy = self
            copy.content = segments.map { $0.localized(in: locale).content }.joined()
            return copy
        }
        if let formatter {
            var copy = self
            copy.content = formatter(locale)
            return copy
        }
        guard let localization else { return self }
        guard
            let found = StringCatalog.text(
                for: localization.key, table: localization.table, bundle: localization.bundle, locale: locale)
        else {
            // Untranslated, the key's own text; a `Text` interpolated into it still reads in the locale.
            guard localization.key.arguments.contains(where: { $0.text != nil }) else { return self }
            var copy = self
            copy.content = StringCatalog.substitute(localization.key.arguments, into: localization.key.key, locale: locale)
            return copy
        }
        var copy = self
        copy.content = found
        return copy
    }
}
