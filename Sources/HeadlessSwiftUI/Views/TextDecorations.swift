import Foundation

/// What a `Text` carries beside its string that most texts never set: the lines drawn through it,
/// each in its own color or the text's (Apple: `Text.underline(_:color:)`,
/// `Text.strikethrough(_:color:)`), the style `Text.foregroundStyle(_:)` gives it and the offset
/// `Text.baselineOffset(_:)` raises it by. Kept in one
/// reference-sized dictionary: every `Text` carries this, and view trees a thousand levels deep
/// resolve on one thread's stack.
package struct TextDecorations: Equatable, Sendable {
    /// One decoration line; a nil color draws it in the text's color.
    package struct Line: Equatable, Sendable {
        package var color: Color?
    }

    private enum Entry: Equatable, Sendable {
        case line(Line)
        case style(AnyShapeStyle)
        case offset(CGFloat)

        static func == (lhs: Entry, rhs: Entry) -> Bool {
            switch (lhs, rhs) {
            case let (.line(a), .line(b)): a == b
            // Shape styles are values without `Equatable`: two are the same when they describe alike.
            case let (.style(a), .style(b)): String(describing: a.style) == String(describing: b.style)
            case let (.offset(a), .offset(b)): a == b
            default: false
            }
        }
    }

    private enum Kind: Hashable, Sendable {
        case underline, strikethrough, foreground, baselineOffset
    }

    private var entries: [Kind: Entry] = [:]

    package init() {}

    package var underline: Line? {
        get { if case let .line(line)? = entries[.underline] { line } else { nil } }
        set { entries[.underline] = newValue.map(Entry.line) }
    }

    package var strikethrough: Line? {
        get { if case let .line(line)? = entries[.strikethrough] { line } else { nil } }
        set { entries[.strikethrough] = newValue.map(Entry.line) }
    }

    /// The style `Text.foregroundStyle(_:)` set on the text itself, which wins over the foreground
    /// style around it.
    package var foregroundStyle: AnyShapeStyle? {
        get { if case let .style(style)? = entries[.foreground] { style } else { nil } }
        set { entries[.foreground] = newValue.map(Entry.style) }
    }

    /// How far `Text.baselineOffset(_:)` raises the text off its baseline, in points; nil for none set.
    package var baselineOffset: CGFloat? {
        get { if case let .offset(offset)? = entries[.baselineOffset] { offset } else { nil } }
        set { entries[.baselineOffset] = newValue.map(Entry.offset) }
    }

    /// Whether either line is drawn.
    package var isEmpty: Bool { underline == nil && strikethrough == nil }
}
