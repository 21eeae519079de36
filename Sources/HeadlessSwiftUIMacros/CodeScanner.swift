/// Which characters of Swift source are code, and at what bracket depth: strings (with their
/// interpolations) and comments are not code. Enough to find a macro's arguments, its trailing
/// closure and the statements at the top of that closure without a syntax library (D173, D205).
struct CodeScanner {
    /// The source, one element per character.
    let text: [Character]
    /// For each character, its bracket depth if it is code (a bracket has the depth outside it);
    /// nil inside a string literal or a comment.
    private(set) var depth: [Int?]
    private var index = 0

    /// Interpolations are scanned from this depth, so their code is never at the top level.
    private static let interpolationBase = 1_000_000

    init(_ source: String) {
        text = Array(source)
        depth = Array(repeating: nil, count: text.count)
        scanCode(base: 0, interpolation: false)
    }

    /// The index of the bracket that closes the one at `open`, if it is closed.
    func closing(_ open: Int) -> Int? {
        guard let level = depth[open] else { return nil }
        return (open + 1..<text.count).first { depth[$0] == level && ")]}".contains(text[$0]) }
    }

    /// Whether the code at `index` spells `word` (not inside a string or a comment).
    func code(_ word: String, at index: Int) -> Bool {
        index < text.count && depth[index] != nil && matches(word, at: index)
    }

    private mutating func scanCode(base: Int, interpolation: Bool) {
        var level = base
        while index < text.count {
            let character = text[index]
            let next = index + 1 < text.count ? text[index + 1] : nil
            if character == "/", next == "/" {
                while index < text.count, text[index] != "\n" { index += 1 }
            } else if character == "/", next == "*" {
                skipBlockComment()
            } else if character == "\"" || character == "#", scanString() {
                continue
            } else if "([{".contains(character) {
                depth[index] = level
                level += 1
                index += 1
            } else if ")]}".contains(character) {
                if interpolation, level == base {
                    index += 1
                    return
                }
                level -= 1
                depth[index] = level
                index += 1
            } else {
                depth[index] = level
                index += 1
            }
        }
    }

    private mutating func skipBlockComment() {
        var nesting = 0
        while index < text.count {
            if matches("/*", at: index) {
                nesting += 1
                index += 2
            } else if matches("*/", at: index) {
                nesting -= 1
                index += 2
                if nesting == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// Skips a string literal starting at `index` (plain, multi-line or raw); false when the
    /// character there does not start one (a `#` of `#available`, say).
    private mutating func scanString() -> Bool {
        var start = index
        var hashes = 0
        while start < text.count, text[start] == "#" {
            hashes += 1
            start += 1
        }
        guard start < text.count, text[start] == "\"" else { return false }
        let quotes = matches("\"\"\"", at: start) ? 3 : 1
        let closer = String(repeating: "\"", count: quotes) + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        index = start + quotes
        while index < text.count {
            if matches(escape, at: index) {
                let after = index + escape.count
                if after < text.count, text[after] == "(" {
                    index = after + 1
                    scanCode(base: Self.interpolationBase, interpolation: true)
                } else {
                    index = after + 1
                }
            } else if matches(closer, at: index) {
                index += closer.count
                return true
            } else {
                index += 1
            }
        }
        return true
    }

    private func matches(_ word: String, at index: Int) -> Bool {
        let characters = Array(word)
        guard index + characters.count <= text.count else { return false }
        return Array(text[index..<index + characters.count]) == characters
    }
}
