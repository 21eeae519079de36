import Foundation

/// The lines drawn through a whole `Text`: its underline and its strikethrough, each in its own
/// color or the text's (Apple: `Text.underline(_:color:)`, `Text.strikethrough(_:color:)`).
/// Kept in one reference-sized dictionary: every `Text` carries this, and view trees a thousand
/// levels deep resolve on one thread's stack.
package struct TextDecorations: Equatable, Sendable {
    /// One decoration line; a nil color draws it in the text's color.
    package struct Line: Equatable, Sendable {
        package var color: Color?
    }

    private enum Kind: Hashable, Sendable {
        case underline, strikethrough
    }

    private var lines: [Kind: Line] = [:]

    package init() {}

    package var underline: Line? {
        get { lines[.underline] }
        set { lines[.underline] = newValue }
    }

    package var strikethrough: Line? {
        get { lines[.strikethrough] }
        set { lines[.strikethrough] = newValue }
    }

    /// Whether either line is drawn.
    package var isEmpty: Bool { lines.isEmpty }
}
