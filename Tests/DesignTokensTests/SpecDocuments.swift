import Foundation

/// The spec's documents: the customer's design spec, kept beside the repository. Read from the folder
/// `AIRFIT_SPEC_DIR` names, else `../shared/spec/` next to the checkout (where CI has it); the tests
/// of its tables are skipped, and say so, where it is absent.
enum SpecDocuments {
    static let directory: URL = {
        if let folder = ProcessInfo.processInfo.environment["AIRFIT_SPEC_DIR"], !folder.isEmpty {
            return URL(fileURLWithPath: folder)
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/spec")
    }()

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
