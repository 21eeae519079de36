import Foundation

/// Checks a String Catalog against the code that uses it, so a test fails on a missing translation,
/// a key the code uses that the catalog lacks, or a key nothing uses any more.
///
/// It reads the catalog's JSON (`Localizable.xcstrings`) and finds the keys in Swift sources written
/// as `Text("…", bundle: .module)` or `String(localized: "…", bundle: .module)` (a table may come before
/// the bundle), outside comments; an interpolation stands for
/// any format specifier (`%lld`, `%@`, `%1$@`, ...), as Xcode extracts them.
///
/// ```swift
/// @Test func catalogIsComplete() throws {
///     let findings = try StringCatalogAudit.audit(
///         catalog: URL(filePath: "Sources/Screens/Localizable.xcstrings"),
///         sources: URL(filePath: "Sources/Screens"), languages: ["de", "ar"])
///     #expect(findings.isEmpty, "\(findings)")
/// }
/// ```
public enum StringCatalogAudit {
    /// One problem in a catalog.
    public enum Finding: Hashable, Sendable, CustomStringConvertible {
        /// The key has no translated string (or plural variations) for the language.
        case missingTranslation(key: String, language: String)
        /// The code uses the key, the catalog does not have it.
        case missingKey(key: String, file: String)
        /// The catalog has the key, no source uses it.
        case unusedKey(key: String)

        public var description: String {
            switch self {
            case let .missingTranslation(key, language): "\"\(key)\" has no \(language) translation"
            case let .missingKey(key, file): "\"\(key)\" (used in \(file)) is not in the catalog"
            case let .unusedKey(key): "\"\(key)\" is in the catalog but no source uses it"
            }
        }
    }

    /// Why the audit could not run.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The findings for `catalog` against the `.swift` files under `sources`, for `languages`.
    public static func audit(catalog: URL, sources: URL, languages: [String]) throws -> [Finding] {
        let entries = try readCatalog(catalog)
        let used = try usedKeys(under: sources)
        let catalogShapes = Dictionary(entries.keys.map { (shape(ofKey: $0), $0) }, uniquingKeysWith: { first, _ in first })
        var findings: [Finding] = []
        for key in entries.keys.sorted() {
            for language in languages where !(entries[key]?.contains(language) ?? false) {
                findings.append(.missingTranslation(key: key, language: language))
            }
        }
        for (shape, file) in used.sorted(by: { $0.key < $1.key }) where catalogShapes[shape] == nil {
            findings.append(.missingKey(key: shape.replacingOccurrences(of: placeholder, with: "%@"), file: file))
        }
        for (shape, key) in catalogShapes.sorted(by: { $0.value < $1.value }) where used[shape] == nil {
            findings.append(.unusedKey(key: key))
        }
        return findings
    }

    /// What an interpolation or a specifier becomes in a key's shape.
    static let placeholder = "\u{FFFC}"

    /// The catalog's keys with the languages each has a translation for.
    static func readCatalog(_ url: URL) throws -> [String: Set<String>] {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw Failure(description: "cannot read the String Catalog \(url.path): \(error.localizedDescription)")
        }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let strings = root["strings"] as? [String: Any]
        else { throw Failure(description: "\(url.path) is not a String Catalog (a JSON object with \"strings\")") }
        var result: [String: Set<String>] = [:]
        for (key, value) in strings {
            let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            result[key] = Set(
                localizations.compactMap { language, entry in
                    guard let entry = entry as? [String: Any] else { return nil }
                    let unit = entry["stringUnit"] as? [String: Any]
                    let translated = (unit?["value"] as? String).map { !$0.isEmpty } ?? false
                    return translated || entry["variations"] != nil ? language : nil
                })
        }
        return result
    }

    /// The shape of every key the sources under `folder` look up in their module's catalog, with a file using it.
    static func usedKeys(under folder: URL) throws -> [String: String] {
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw Failure(description: "cannot list the sources in \(folder.path)")
        }
        let pattern = try NSRegularExpression(
            pattern:
                #"(?:Text|String)\(\s*(?:localized:\s*)?"((?:[^"\\]|\\.)*)"\s*,\s*(?:(?:tableName|table):[^,]*,\s*)?bundle:\s*\.module"#)
        var keys: [String: String] = [:]
        for case let file as URL in files where file.pathExtension == "swift" {
            // Comments (documentation examples among them) use no keys.
            let source = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.drop { $0 == " " }.hasPrefix("//") }.joined(separator: "\n")
            let range = NSRange(source.startIndex..., in: source)
            for match in pattern.matches(in: source, range: range) {
                guard let literal = Range(match.range(at: 1), in: source) else { continue }
                keys[shape(ofLiteral: String(source[literal])), default: file.lastPathComponent] = file.lastPathComponent
            }
        }
        return keys
    }

    /// A Swift string literal's body as a key shape: escapes unescaped, each `\(…)` a placeholder.
    static func shape(ofLiteral literal: String) -> String {
        var result = ""
        var characters = literal[...]
        while let first = characters.popFirst() {
            guard first == "\\", let next = characters.popFirst() else {
                result.append(first)
                continue
            }
            switch next {
            case "(":
                var depth = 1
                while depth > 0, let c = characters.popFirst() {
                    if c == "(" { depth += 1 }
                    if c == ")" { depth -= 1 }
                }
                result += placeholder
            case "n": result.append("\n")
            case "t": result.append("\t")
            default: result.append(next)
            }
        }
        return result
    }

    /// A `printf` format specifier, positional or not (`%@`, `%lld`, `%2$@`, `%.1f`).
    static let specifier = try! NSRegularExpression(
        pattern: #"%(?:\d+\$)?[-+ #0']*\d*(?:\.\d+)?(?:ll|l|h|hh|q|z|t|j)?[@dDiuUxXoOfFeEgGcCsSp]"#)

    /// A catalog key as a shape: each format specifier a placeholder, `%%` a percent sign.
    static func shape(ofKey key: String) -> String {
        let percent = key.replacingOccurrences(of: "%%", with: "\u{FFFD}")
        let range = NSRange(percent.startIndex..., in: percent)
        return specifier.stringByReplacingMatches(in: percent, range: range, withTemplate: placeholder)
            .replacingOccurrences(of: "\u{FFFD}", with: "%")
    }
}
