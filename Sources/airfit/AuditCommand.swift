import ArgumentParser
import DesignAudit
import DesignTokens

extension AuditFormat: ExpressibleByArgument {}

/// `airfit audit`.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Measure where the spec keeps its own promises and where it breaks them.",
        discussion: "Exits 0 unless --strict is given and a default of ours fails a check; the spec's own "
            + "contradictions are reported, never failed."
    )

    @Option(help: "Audit one theme: \(Dialect.allValueStrings.joined(separator: ", ")). All themes when omitted.")
    var theme: Dialect?

    @Option(help: "Output form: \(AuditFormat.allValueStrings.joined(separator: ", ")).")
    var format: AuditFormat = .text

    @Flag(help: "Exit non-zero when any check of our corrected defaults fails.")
    var strict = false

    func run() throws {
        let report = DesignAuditRunner.run(theme.map { [$0] } ?? Dialect.allCases)
        print(format.render(report), terminator: "")
        if strict && report.hasFailures {
            throw ExitCode(1)
        }
    }
}
