import Testing

@testable import LayoutCheck

/// Where a wrapped string's breaks fall inside words: the lines as a measurer gives them.
struct WordBreaksTests {
    @Test func aBreakInsideAWordIsNamedAndOneBetweenWordsIsNot() {
        #expect(WordBreaks.brokenWords(in: "Performance", lines: ["Perform", "ance"]) == ["Perform|ance"])
        #expect(WordBreaks.brokenWords(in: "Upper body", lines: ["Upper ", "body"]) == [])
        #expect(WordBreaks.brokenWords(in: "24,860 kg", lines: ["24,8", "60 kg"]) == ["24,8|60"])
    }

    /// A first line with nothing on it (a text that starts with a break) splits no word, and the
    /// check reads no character before the text's start.
    @Test func anEmptyFirstLineBreaksNoWord() {
        #expect(WordBreaks.brokenWords(in: "Rest", lines: ["", "Rest"]) == [])
    }
}
