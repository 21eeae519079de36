import Foundation

/// The parts of a `var` declaration a macro attached to it needs: its name, type and initial value.
///
/// The compiler hands an attached macro the declaration's source text; this reads it without a
/// parser library, which is enough for a single stored `var` (the only declaration `@Entry` takes).
struct StoredVariable: Equatable {
    /// The name, without backticks.
    var name: String
    /// The type annotation, if written.
    var type: String?
    /// The initial value's expression, if written.
    var initializer: String?

    /// Why a declaration cannot be read as one stored `var`.
    struct Problem: Error, Equatable {
        var message: String
    }

    /// A variable from its parts.
    init(name: String, type: String?, initializer: String?) {
        (self.name, self.type, self.initializer) = (name, type, initializer)
    }

    /// Reads `source`, a declaration with its attributes (and possibly comments).
    init(source: String) throws(Problem) {
        let code = Self.removingComments(source)
        guard let introducer = Self.range(ofWord: "var", in: code) else {
            if Self.range(ofWord: "let", in: code) != nil {
                throw Problem(message: "@Entry applies to a 'var', not a 'let'")
            }
            throw Problem(message: "@Entry applies to a stored 'var' declaration")
        }
        var rest = code[introducer.upperBound...].drop { $0.isWhitespace }
        let nameEnd: Substring.Index
        if rest.first == "`" {
            guard let closing = rest.dropFirst().firstIndex(of: "`") else { throw Problem(message: "@Entry: unterminated name") }
            nameEnd = rest.index(after: closing)
            name = String(rest[rest.index(after: rest.startIndex)..<closing])
        } else {
            nameEnd = rest.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? rest.endIndex
            name = String(rest[..<nameEnd])
        }
        guard !name.isEmpty else { throw Problem(message: "@Entry needs a named 'var'") }
        rest = rest[nameEnd...].drop { $0.isWhitespace }
        if rest.first == "," { throw Problem(message: "@Entry applies to one variable per declaration") }
        if rest.first == ":" {
            let annotation = rest.dropFirst()
            let end = Self.annotationEnd(in: annotation)
            type = String(annotation[..<(end ?? annotation.endIndex)]).trimmed
            rest = end.map { annotation[$0...] } ?? annotation[annotation.endIndex...]
            if rest.first == "," { throw Problem(message: "@Entry applies to one variable per declaration") }
        }
        if rest.first == "{" { throw Problem(message: "@Entry applies to a stored 'var', not one with accessors") }
        if rest.first == "=" {
            let value = rest.dropFirst()
            if Self.hasTopLevelComma(value) { throw Problem(message: "@Entry applies to one variable per declaration") }
            initializer = String(value).trimmed
            if initializer?.isEmpty == true { initializer = nil }
        }
    }

    /// Whether the type is written as an optional (`T?` or `Optional<T>`), so it defaults to nil.
    var isOptional: Bool {
        guard let type else { return false }
        return type.hasSuffix("?") || type.hasPrefix("Optional<") || type.hasPrefix("Swift.Optional<")
    }

    /// Where a type annotation ends: the first `=` that assigns (not `==`, `!=`, `<=`, `>=`), `,` or
    /// `{` outside brackets.
    private static func annotationEnd(in text: Substring) -> Substring.Index? {
        var depth = 0
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            switch character {
            case "(", "[", "<": depth += 1
            case ",", "{": if depth <= 0 { return index }
            case ")", "]", ">": if !(character == ">" && previous == "-") { depth -= 1 }
            case "=":
                let next = text.index(after: index) < text.endIndex ? text[text.index(after: index)] : " "
                if depth <= 0, next != "=", !"!<>=".contains(previous) { return index }
            default: break
            }
            previous = character
        }
        return nil
    }

    /// Whether an expression has a comma outside brackets, braces and string literals: a second binding.
    private static func hasTopLevelComma(_ text: Substring) -> Bool {
        var depth = 0
        var inString = false
        var previous: Character = " "
        for character in text {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString {
                switch character {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case ",": if depth <= 0 { return true }
                default: break
                }
            }
            previous = character
        }
        return false
    }

    /// `word` standing alone (not part of an identifier), outside string literals.
    private static func range(ofWord word: String, in text: String) -> Range<String.Index>? {
        var search = text.startIndex..<text.endIndex
        while let found = text.range(of: word, range: search) {
            let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : " "
            let after = found.upperBound < text.endIndex ? text[found.upperBound] : " "
            if !(before.isLetter || before.isNumber || before == "_" || before == "@"),
                !(after.isLetter || after.isNumber || after == "_")
            {
                return found
            }
            search = found.upperBound..<text.endIndex
        }
        return nil
    }

    /// The source without `//` and `/* */` comments.
    private static func removingComments(_ source: String) -> String {
        var result = ""
        var index = source.startIndex
        while index < source.endIndex {
            let rest = source[index...]
            if rest.first == "\"" {
                // A string literal, copied whole: what looks like a comment inside it is text.
                var end = source.index(after: index)
                while end < source.endIndex, source[end] != "\"" {
                    end = source.index(end, offsetBy: source[end] == "\\" && source.index(after: end) < source.endIndex ? 2 : 1)
                }
                end = end < source.endIndex ? source.index(after: end) : end
                result += source[index..<end]
                index = end
            } else if rest.hasPrefix("//") {
                index = rest.firstIndex(of: "\n") ?? source.endIndex
            } else if rest.hasPrefix("/*") {
                index = rest.range(of: "*/")?.upperBound ?? source.endIndex
            } else {
                result.append(source[index])
                index = source.index(after: index)
            }
        }
        return result
    }
}

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
