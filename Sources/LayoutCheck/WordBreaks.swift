/// Where a wrapped string's line breaks fall inside a word.
enum WordBreaks {
    /// The words of `text` that `lines` (its wrapped lines, in order, trailing spaces trimmed or
    /// not) split between two lines, each as "first part|second part".
    static func brokenWords(in text: String, lines: [String]) -> [String] {
        let characters = Array(text)
        var position = 0
        var broken: [String] = []
        for (index, line) in lines.enumerated() {
            // Find the line in the text from the current position, skipping the newlines a break
            // swallows, and the spaces too before a line that does not open with its own (an empty
            // line has none of its own to skip).
            let lineCharacters = Array(line)
            let skipsSpaces = lineCharacters.first.map { !$0.isWhitespace } ?? false
            while position < characters.count, characters[position].isNewline || (skipsSpaces && characters[position].isWhitespace) {
                position += 1
            }
            position += lineCharacters.count
            guard index < lines.count - 1, position > 0, position < characters.count else { continue }
            let before = characters[position - 1]
            let after = characters[position]
            if isWordCharacter(before), isWordCharacter(after) {
                var start = position - 1
                while start > 0, isWordCharacter(characters[start - 1]) { start -= 1 }
                var end = position
                while end < characters.count, isWordCharacter(characters[end]) { end += 1 }
                broken.append(String(characters[start..<position]) + "|" + String(characters[position..<end]))
            }
        }
        return broken
    }

    /// Letters, digits and the punctuation that sits inside words and numbers ("24,860", "don't").
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "'" || character == "’"
            || character == "," || character == "."
    }
}
