/// A styled stretch of a text's string: UTF-8 byte offsets into the string as drawn, and the
/// Markdown styles it carries.
package struct TextRun: Hashable, Sendable {
    /// The run's bytes in the string's UTF-8.
    package var range: Range<Int>
    package var bold = false
    package var italic = false
    package var code = false
    package var strikethrough = false
    package var link = false
    /// Underlined (`Text.underline(_:color:)`; Markdown has no underline).
    package var underline = false
    /// The styles of the `Text` this run came from when texts are concatenated (`Text + Text`);
    /// nil for a run of Markdown in a single text.
    package var segment: TextSegmentStyle?
    /// The font `segment` resolves to where the text is laid out (the layout fills it in).
    package var face: TextRunFace?

    /// A run of the bytes in `range`, with no style yet.
    package init(range: Range<Int>) { self.range = range }

    /// Whether the run carries no style.
    var isPlain: Bool { !bold && !italic && !code && !strikethrough && !link && !underline && segment == nil }
}

/// The inline Markdown SwiftUI reads in a `Text` made from a localized key (`**strong**`, `*` or
/// `_emphasis_`, `` `code` ``, `~~strikethrough~~`, `[links](url)` and backslash escapes), as
/// `AttributedString(markdown:)` with `.inlineOnlyPreservingWhitespace` reads it on iOS.
/// Foundation on Linux has no Markdown parser (D198), so this is written here: a scanner that
/// pairs delimiters left to right, with CommonMark's rule that `_` does not open or close inside a
/// word.
package enum InlineMarkdown {
    /// The string without its Markdown and the styled runs, or nil when `source` has no Markdown.
    package static func parse(_ source: String) -> (plain: String, runs: [TextRun])? {
        guard source.contains(where: { "*_`~[\\".contains($0) }) else { return nil }
        var output = Output()
        scan(Array(source), style: TextRun(range: 0..<0), into: &output)
        guard output.runs.contains(where: { !$0.isPlain }) || output.plain != source else { return nil }
        return (output.plain, output.runs.filter { !$0.isPlain && !$0.range.isEmpty })
    }

    private struct Output {
        var plain = ""
        var runs: [TextRun] = []

        mutating func append(_ text: String, style: TextRun) {
            guard !text.isEmpty else { return }
            let start = plain.utf8.count
            plain += text
            var run = style
            run.range = start..<plain.utf8.count
            runs.append(run)
        }
    }

    private static let delimiters: [(token: String, apply: @Sendable (inout TextRun) -> Void)] = [
        (
            "***",
            {
                $0.bold = true
                $0.italic = true
            }
        ), ("**", { $0.bold = true }), ("__", { $0.bold = true }),
        ("~~", { $0.strikethrough = true }), ("*", { $0.italic = true }), ("_", { $0.italic = true }),
    ]

    private static func scan(_ chars: [Character], style: TextRun, into output: inout Output) {
        var literal = ""
        var index = 0
        func flush() {
            output.append(literal, style: style)
            literal = ""
        }
        scanning: while index < chars.count {
            let character = chars[index]
            // A backslash escapes ASCII punctuation.
            if character == "\\", index + 1 < chars.count, chars[index + 1].isASCII,
                chars[index + 1].isPunctuation || chars[index + 1].isSymbol
            {
                literal.append(chars[index + 1])
                index += 2
                continue
            }
            // A code span: its content literal.
            if character == "`", let close = chars[(index + 1)...].firstIndex(of: "`"), close > index + 1 {
                flush()
                var code = style
                code.code = true
                output.append(String(chars[(index + 1)..<close]), style: code)
                index = close + 1
                continue
            }
            // A link: its text styled, its destination dropped.
            if character == "[", let link = link(in: chars, at: index) {
                flush()
                var linked = style
                linked.link = true
                scan(Array(chars[(index + 1)..<link.textEnd]), style: linked, into: &output)
                index = link.end
                continue
            }
            for delimiter in delimiters where matches(chars, delimiter.token, at: index) {
                let length = delimiter.token.count
                guard let close = closing(delimiter.token, in: chars, after: index + length) else { continue }
                flush()
                var inner = style
                delimiter.apply(&inner)
                scan(Array(chars[(index + length)..<close]), style: inner, into: &output)
                index = close + length
                continue scanning
            }
            literal.append(character)
            index += 1
        }
        flush()
    }

    private static func matches(_ chars: [Character], _ token: String, at index: Int) -> Bool {
        let token = Array(token)
        guard index + token.count <= chars.count, Array(chars[index..<(index + token.count)]) == token else { return false }
        // An opening delimiter is followed by a non-space; `_` is not preceded by a letter or digit.
        guard index + token.count < chars.count, !chars[index + token.count].isWhitespace else { return false }
        if token.first == "_", index > 0, chars[index - 1].isLetter || chars[index - 1].isNumber { return false }
        return true
    }

    /// Where the delimiter that closes `token` starts: preceded by a non-space and, for `_`, not
    /// followed by a letter or digit.
    private static func closing(_ token: String, in chars: [Character], after start: Int) -> Int? {
        let pattern = Array(token)
        var index = start + 1
        while index + pattern.count <= chars.count {
            if chars[index] == "\\" {
                index += 2
                continue
            }
            if Array(chars[index..<(index + pattern.count)]) == pattern, !chars[index - 1].isWhitespace {
                let after = index + pattern.count
                let wordAfter = after < chars.count && (chars[after].isLetter || chars[after].isNumber)
                // A single delimiter is not either half of a double one: `*one **two** three*`
                // closes at its last asterisk.
                let firstHalf = pattern.count == 1 && after < chars.count && chars[after] == pattern[0]
                let secondHalf = pattern.count == 1 && chars[index - 1] == pattern[0]
                if !(pattern[0] == "_" && wordAfter), !firstHalf, !secondHalf { return index }
                if firstHalf {
                    index += 2
                    continue
                }
            }
            index += 1
        }
        return nil
    }

    /// A link `[text](destination)` starting at `index`: where its text ends and where it ends.
    private static func link(in chars: [Character], at index: Int) -> (textEnd: Int, end: Int)? {
        guard let textEnd = chars[(index + 1)...].firstIndex(of: "]"), textEnd + 1 < chars.count, chars[textEnd + 1] == "(",
            let end = chars[(textEnd + 2)...].firstIndex(of: ")")
        else { return nil }
        return (textEnd, end + 1)
    }
}
