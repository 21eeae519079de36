import Foundation

/// The spec's documents, read from `../shared/spec/` beside the repository (present in CI).
enum SpecDocuments {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/spec")

    static var available: Bool { FileManager.default.fileExists(atPath: directory.path) }

    /// The text of the document whose file name starts with `prefix` ("000", "003").
    static func text(_ prefix: String) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        guard let name = names.sorted().first(where: { $0.hasPrefix(prefix) }) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: prefix])
        }
        return try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// Every match of `pattern` in `text`, as its capture groups.
    static func matches(_ pattern: String, in text: String) throws -> [[String]] {
        let regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { match in
            (1..<match.numberOfRanges).map { String(text[Range(match.range(at: $0), in: text)!]) }
        }
    }
}
