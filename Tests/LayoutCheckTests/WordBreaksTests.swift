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

    /// A word broken after other words is named from its own first letter: "Eat Perform|ance",
    /// not from the text's start.
    @Test func aBrokenWordAfterOtherWordsIsNamedFromItsStart() {
        #expect(WordBreaks.brokenWords(in: "Eat Performance", lines: ["Eat Perform", "ance"]) == ["Perform|ance"])
    }

    /// An empty line (an empty paragraph) swallows only its newlines: the spaces that open the next
    /// paragraph are that line's own, so the break after "  Perform" is found where it is.
    @Test func anEmptyLineLeavesTheNextLinesLeadingSpaces() {
        #expect(
            WordBreaks.brokenWords(in: "Good\n\n  Performance", lines: ["Good", "", "  Perform", "ance"]) == ["Perform|ance"])
    }

    /// An apostrophe is part of its word, straight or curly: a break after "don'" or "don’" splits
    /// "don't".
    @Test func anApostropheIsPartOfItsWord() {
        #expect(WordBreaks.brokenWords(in: "don't stop", lines: ["don'", "t stop"]) == ["don'|t"])
        #expect(WordBreaks.brokenWords(in: "don’t stop", lines: ["don’", "t stop"]) == ["don’|t"])
    }
}
