import Foundation

/// `#Preview`: a preview declaration, expanded as Xcode's `PreviewsMacros.SwiftUIView` expands it
/// on Apple platforms: a type conforming to `PreviewRegistry`, named uniquely from the compiler's
/// discriminator, with the macro's file, line and column, whose `makePreview()` builds the
/// `Preview` from the macro's own arguments.
///
/// ```swift
/// #Preview("Row", traits: .sizeThatFitsLayout) {
///     @Previewable @State var isOn = true
///     Toggle("Reminders", isOn: $isOn)
/// }
/// ```
/// The body is a `@ViewBuilder` function; `@Previewable` variables move, with their property
/// wrappers, into a view that wraps what is left of the body, so the state lives as long as the preview.
struct PreviewMacro {
    /// The macro's arguments as written, without their parentheses: `"Row", traits: .sizeThatFitsLayout`.
    var arguments: String
    /// The `@Previewable` declarations without the attribute: `@State var isOn = true`.
    var previewables: [String]
    /// The body's other statements, as written.
    var body: String
    /// Where `#Preview` starts in the syntax the compiler sent: lines and columns after the syntax's
    /// own start, which is that of its leading trivia (the comments and blank lines above it).
    var start = (lines: 0, column: 0)

    /// The suffix every preview type's name ends with; the review finds previews by it.
    static let registryName = "PreviewRegistry"

    /// The modules an expansion names its types in.
    struct Modules: Equatable {
        /// Where `PreviewRegistry` and `Preview` are declared.
        var previews: String
        /// Where `View` and `ViewBuilder` are declared.
        var views: String

        /// The headless layer's, where `import SwiftUI` is the layer under SwiftUI's name.
        static let headless = Modules(previews: "HeadlessSwiftUI", views: "HeadlessSwiftUI")
        /// Apple's: the plugin stands in for Xcode's `PreviewsMacros` when `make typecheck`
        /// compiles a package's previews against Apple's SDKs, so the same expansion is checked there.
        static let apple = Modules(previews: "DeveloperToolsSupport", views: "SwiftUI")
    }

    /// Why a `#Preview` cannot be read.
    struct Problem: Error, Equatable {
        var message: String
    }

    /// Reads `#Preview(arguments) { body }`.
    init(source: String) throws(Problem) {
        let scanner = CodeScanner(source)
        guard let macro = scanner.text.indices.first(where: { scanner.code("#Preview", at: $0) }) else {
            throw Problem(message: "#Preview was not found in '\(source)'")
        }
        let before = scanner.text[..<macro]
        let lineStart = before.lastIndex(of: "\n").map { $0 + 1 }
        start = (before.filter { $0 == "\n" }.count, macro - (lineStart ?? 0))
        var index = skipSpace(scanner.text, from: macro + "#Preview".count)
        arguments = ""
        if index < scanner.text.count, scanner.text[index] == "(" {
            guard let close = scanner.closing(index) else { throw Problem(message: "#Preview's arguments are not closed") }
            arguments = String(scanner.text[index + 1..<close]).trimmingSpace
            index = skipSpace(scanner.text, from: close + 1)
        }
        guard index < scanner.text.count, scanner.text[index] == "{", let close = scanner.closing(index) else {
            throw Problem(message: "#Preview needs the view it shows in a trailing closure, as in '#Preview { ContentView() }'")
        }
        guard skipSpace(scanner.text, from: close + 1) == scanner.text.count else {
            throw Problem(message: "#Preview takes one trailing closure")
        }
        (previewables, body) = Self.split(String(scanner.text[index + 1..<close]))
    }

    /// The line and column of `#Preview` in its file, from those of the syntax's start.
    func position(line: Int, column: Int) -> (line: Int, column: Int) {
        start.lines == 0 ? (line, column + start.column) : (line + start.lines, start.column + 1)
    }

    init(arguments: String, previewables: [String], body: String) {
        self.arguments = arguments
        self.previewables = previewables
        self.body = body
    }

    /// The `PreviewRegistry` type, named `name`, for the macro at `fileID`, `line`, `column`.
    func expansion(name: String, fileID: String, line: Int, column: Int, modules: Modules = .headless) -> String {
        let (previews, views) = (modules.previews, modules.views)
        let content: String
        if previewables.isEmpty {
            // A body that returns its view is a plain function: `@ViewBuilder` there only warns that
            // the `return` disables it.
            let builder = Self.returnsItsView(body) ? "" : "@\(views).ViewBuilder "
            content = """
                    \(builder)@MainActor static func __content() -> some \(views).View {
                \(indented(body, by: 8))
                    }
                """
        } else {
            content = """
                    @MainActor static func __content() -> some \(views).View {
                        __P_Previewable_Transform_Wrapper()
                    }

                    @MainActor struct __P_Previewable_Transform_Wrapper: \(views).View {
                \(previewables.map { "        " + $0 }.joined(separator: "\n"))

                        var body: some \(views).View {
                \(indented(body, by: 12))
                        }
                    }
                """
        }
        let literal = fileID.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        // Here the type is found only at run time, so nothing refers to it: `@usableFromInline`
        // gives it public linkage, so an optimized build keeps it (D208). Xcode's expansion has no
        // such attribute: its previews run from debug builds.
        let retained = modules == .headless ? "@usableFromInline " : ""
        return """
            \(retained)struct \(name): \(previews).PreviewRegistry {
                \(retained)static let fileID: String = "\(literal)"
                \(retained)static let line: Int = \(line)
                \(retained)static let column: Int = \(column)

                \(retained)@MainActor static func makePreview() throws -> \(previews).Preview {
                    \(previews).Preview(\(arguments)) {
                        __content()
                    }
                }

            \(content)
            }
            """
    }

    /// Whether `body` has a `return` statement of its own (not one inside a closure in it).
    static func returnsItsView(_ body: String) -> Bool {
        let scanner = CodeScanner(body)
        let text = scanner.text
        return text.indices.contains { index in
            guard scanner.depth[index] == 0, scanner.code("return", at: index) else { return false }
            let before = index == 0 || !(text[index - 1].isLetter || text[index - 1].isNumber || text[index - 1] == "_")
            let end = index + "return".count
            let after = end == text.count || !(text[end].isLetter || text[end].isNumber || text[end] == "_")
            return before && after
        }
    }

    /// The `@Previewable` declarations at the top of `body` (each to the end of its line, brackets
    /// balanced, or to a `;`; a line the next one continues, as Swift reads a line that ends in a
    /// binary operator or one followed by `.member` or a binary operator, does not end it), and the rest of the
    /// body.
    static func split(_ body: String) -> (previewables: [String], rest: String) {
        let scanner = CodeScanner(body)
        let text = scanner.text
        var previewables: [String] = []
        var rest = ""
        var index = 0
        while index < text.count {
            let startsWord = index == 0 || text[index - 1].isWhitespace || text[index - 1] == ";" || text[index - 1] == "{"
            guard startsWord, scanner.depth[index] == 0, scanner.code("@Previewable", at: index) else {
                rest.append(text[index])
                index += 1
                continue
            }
            var end = index
            while end < text.count,
                !(scanner.depth[end] == 0 && (text[end] == ";" || (text[end] == "\n" && !continues(scanner, newline: end))))
            {
                end += 1
            }
            let declaration = String(text[index + "@Previewable".count..<end]).trimmingSpace
            previewables.append(declaration)
            index = end < text.count && text[end] == ";" ? end + 1 : end
        }
        return (previewables, rest)
    }
}

/// Whether the statement around the newline at `newline` goes on past it: the line before ends
/// in a binary operator (`=`, `+`, `&&`, `??`: operator characters of code with space before
/// them), or the next starts with a member access (`.map { … }`) or a binary operator, which
/// Swift writes with space on both sides (`?? fallback`).
private func continues(_ scanner: CodeScanner, newline: Int) -> Bool {
    let text = scanner.text
    let operators: Set<Character> = ["+", "-", "*", "/", "%", "&", "|", "^", "?", "<", ">", "=", "!", ":"]
    var last = newline - 1
    while last >= 0, text[last] == " " || text[last] == "\t" { last -= 1 }
    var first = last
    while first >= 0, scanner.depth[first] != nil, operators.contains(text[first]) { first -= 1 }
    if first < last, first >= 0, text[first].isWhitespace { return true }
    let next = skipSpace(text, from: newline)
    guard next < text.count else { return false }
    if text[next] == ".", next + 1 < text.count, text[next + 1] != "." { return true }
    // A comment starts with an operator's characters and is not one.
    if text[next] == "/", next + 1 < text.count, text[next + 1] == "/" || text[next + 1] == "*" { return false }
    var end = next
    while end < text.count, operators.contains(text[end]) { end += 1 }
    return end > next && end < text.count && text[end].isWhitespace
}

private func skipSpace(_ text: [Character], from start: Int) -> Int {
    var index = start
    while index < text.count, text[index].isWhitespace { index += 1 }
    return index
}

private func indented(_ body: String, by spaces: Int) -> String {
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let content = lines.filter { !$0.allSatisfy(\.isWhitespace) }
    let common = content.map { $0.prefix(while: { $0 == " " || $0 == "\t" }).count }.min() ?? 0
    let pad = String(repeating: " ", count: spaces)
    return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : pad + $0.dropFirst(common) }
        .joined(separator: "\n").trimmingCharacters(in: .newlines).trimmingTrailingSpace
}

extension String {
    var trimmingSpace: String { trimmingCharacters(in: .whitespacesAndNewlines) }
    var trimmingTrailingSpace: String { String(reversed().drop(while: \.isWhitespace).reversed()) }
}
