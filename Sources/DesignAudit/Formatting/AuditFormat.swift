import Foundation

/// The forms `airfit audit` writes.
public enum AuditFormat: String, CaseIterable, Sendable {
    /// For a person at a terminal.
    case text
    /// For tools; schema in the README, versioned by `schemaVersion`.
    case json
    /// For a pull request or a wiki page.
    case markdown

    /// The report in this form. Deterministic: the same report gives the same bytes.
    public func render(_ report: AuditReport) -> String {
        switch self {
        case .text: TextAuditFormatter.render(report)
        case .markdown: MarkdownAuditFormatter.render(report)
        case .json: JSONAuditFormatter.render(report)
        }
    }
}

enum JSONAuditFormatter {
    static func render(_ report: AuditReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain value types into JSON cannot fail.
        let data = try! encoder.encode(report)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// Which findings a human-readable form lists one by one.
enum FindingSelection {
    /// Sections with at most this many passing findings list them; larger ones count them.
    static let listedPasses = 12

    static func listed(_ section: AuditSection) -> (shown: [Finding], hiddenPasses: Int) {
        let passes = section.count(.pass)
        if passes <= listedPasses { return (section.findings, 0) }
        return (section.findings.filter { $0.verdict != .pass }, passes)
    }
}

extension Verdict {
    /// A one-character mark for text output.
    var mark: String {
        switch self {
        case .pass: "✓"
        case .fail: "✗"
        case .contradiction: "!"
        case .note: "·"
        }
    }

    /// A word for Markdown tables.
    var word: String {
        switch self {
        case .pass: "pass"
        case .fail: "**FAIL**"
        case .contradiction: "spec contradiction"
        case .note: "note"
        }
    }
}
