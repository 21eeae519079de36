import Foundation
import HeadlessLayout
import HeadlessRuntime
import Testing

@testable import HeadlessSwiftUI

/// A `Text` made from a localized key reads its string as inline Markdown, as on iOS (issue #36,
/// D198); a verbatim or `String` text draws its asterisks.
@MainActor
struct MarkdownTextTests {
    func styles(_ source: String) -> [String: [String]] {
        guard let (plain, runs) = InlineMarkdown.parse(source) else { return [:] }
        let bytes = Array(plain.utf8)
        var found: [String: [String]] = [:]
        for run in runs {
            let text = String(decoding: bytes[run.range], as: UTF8.self)
            if run.bold { found["bold", default: []].append(text) }
            if run.italic { found["italic", default: []].append(text) }
            if run.code { found["code", default: []].append(text) }
            if run.strikethrough { found["strike", default: []].append(text) }
            if run.link { found["link", default: []].append(text) }
        }
        return found
    }

    @Test func strongEmphasisCodeStrikethroughAndLinksLoseTheirMarkers() throws {
        let source = "**Bold**, *it* and _it2_, `a*b`, ~~old~~ and [Apple](https://apple.com)."
        let (plain, _) = try #require(InlineMarkdown.parse(source))
        #expect(plain == "Bold, it and it2, a*b, old and Apple.")
        let found = styles(source)
        #expect(found["bold"] == ["Bold"] && found["italic"] == ["it", "it2"] && found["code"] == ["a*b"])
        #expect(found["strike"] == ["old"] && found["link"] == ["Apple"])
    }

    /// CommonMark: `__` is strong emphasis as `**` is; a backslash makes the punctuation after it
    /// literal; an empty pair of backticks is no code span; a delimiter followed by a space opens
    /// nothing ("2 * 3 * 4" is arithmetic).
    @Test func underscoresEscapesEmptyCodeAndSpacedDelimiters() throws {
        #expect(styles("__strong__")["bold"] == ["strong"])
        let (escaped, _) = try #require(InlineMarkdown.parse(#"\*not\* emphasis"#))
        #expect(escaped == "*not* emphasis")
        #expect(styles(#"\*not\* emphasis"#)["italic"] == nil)
        // No markup at all: the string is drawn as it is (`parse` returns nil).
        #expect(InlineMarkdown.parse("an `` empty span") == nil)
        #expect(styles("2 * 3 * 4")["italic"] == nil)
        // An underscore opens at the start of the string, not after a letter or a digit.
        #expect(styles("_lead_ text")["italic"] == ["lead"])
        #expect(styles("v2_beta_ release")["italic"] == nil)
        // A closing underscore is not followed by a letter or a digit; a single asterisk does not
        // close on the first half of a double one.
        #expect(styles("_x_1 rest")["italic"] == nil)
        #expect(styles("*one **two** three*")["italic"] == ["one ", "two", " three"])
        #expect(styles("*one **two** three*")["bold"] == ["two"])
        // A bracket with no destination is text; a link's text may hold parentheses.
        #expect(InlineMarkdown.parse("see [note]") == nil)
        let (linked, _) = try #require(InlineMarkdown.parse("[(1)](x) after"))
        #expect(linked == "(1) after")
        #expect(styles("[(1)](x) after")["link"] == ["(1)"])
        #expect(styles("`x` then `yz`")["code"] == ["x", "yz"])
    }

    @Test func nestedAndTripleDelimitersCombine() {
        let found = styles("***Both*** and **bold _and italic_**")
        #expect(found["bold"] == ["Both", "bold ", "and italic"] && found["italic"] == ["Both", "and italic"])
    }

    @Test func whatCommonMarkLeavesLiteralStaysLiteral() {
        // Intraword underscores, unclosed and space-flanked delimiters, escapes: no styles.
        #expect(InlineMarkdown.parse("snake_case_name") == nil)
        #expect(InlineMarkdown.parse("5 * 3 * 2") == nil)
        #expect(InlineMarkdown.parse("a **b") == nil)
        #expect(InlineMarkdown.parse("plain text") == nil)
        #expect(InlineMarkdown.parse("\\*not\\*")?.plain == "*not*")
    }

    @Test func aKeyDrawsStyledRunsAndAVerbatimStringDrawsItsMarkers() throws {
        let host = ViewHost(
            VStack {
                Text("Tap **Start** to begin")
                Text(verbatim: "Tap **Start** to begin")
            })
        let texts = host.displayList(on: .iPhone16).compactMap { item -> DisplayText? in
            if case let .text(text) = item.content { text } else { nil }
        }
        #expect(texts.map(\.string) == ["Tap Start to begin", "Tap **Start** to begin"])
        let bold = try #require(texts.first?.runs.first)
        #expect(bold.bold && bold.range == 4..<9)
        #expect(texts.last?.runs.isEmpty == true)
    }
}
