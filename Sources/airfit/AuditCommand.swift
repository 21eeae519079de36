import ArgumentParser
import DesignTokens

/// `airfit audit`.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Measure where the spec keeps its own promises and where it breaks them."
    )

    @Option(help: "Audit one theme: \(Dialect.allValueStrings.joined(separator: ", ")). All themes when omitted.")
    var theme: Dialect?

    func run() throws {
        throw CleanExit.message("the audit is not built yet")
    }
}
