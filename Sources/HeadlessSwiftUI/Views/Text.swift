import Foundation

/// A string shown to the user (Apple: `Text`), with the styling applied directly to it.
public struct Text: Equatable, Sendable {
    /// The string as it reads.
    package let content: String
    package private(set) var font: Font?
    package private(set) var fontWeight: Font.Weight?
    package private(set) var monospacedDigits = false
    package private(set) var kerning: CGFloat = 0

    nonisolated public init(verbatim content: String) {
        self.content = content
    }

    nonisolated public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.key
    }

    nonisolated public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        copy.fontWeight = weight
        return copy
    }

    public func monospacedDigit() -> Text {
        var copy = self
        copy.monospacedDigits = true
        return copy
    }

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
