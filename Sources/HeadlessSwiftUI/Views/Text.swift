import Foundation

/// A string shown to the user (Apple: `Text`), with the styling applied directly to it.
public struct Text: Equatable, Sendable {
    /// The string as it reads.
    package let content: String
    package private(set) var font: Font?
    package private(set) var fontWeight: Font.Weight?
    package private(set) var monospacedDigits = false
    package private(set) var kerning: CGFloat = 0

    /// Text shown exactly as given, never looked up.
    nonisolated public init(verbatim content: String) {
        self.content = content
    }

    /// Text shown exactly as given (a string value, not a literal).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text for a localized `key`. The layer has no string tables yet: it shows the key's text, its arguments formatted as iOS formats them.
    nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.text
    }

    /// The same text in `font`.
    nonisolated public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// The same text at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
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

    /// The same text with `kerning` points added between characters.
    public func kerning(_ kerning: CGFloat) -> Text {
        var copy = self
        copy.kerning = kerning
        return copy
    }

    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.content == rhs.content && lhs.font == rhs.font && lhs.fontWeight == rhs.fontWeight
            && lhs.monospacedDigits == rhs.monospacedDigits && lhs.kerning == rhs.kerning
    }
}

extension Text: View {
    public var body: Never { bodyError() }
}

extension Text: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        [context.node(.text(self))]
    }
}
