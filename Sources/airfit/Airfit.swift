import ArgumentParser

/// `airfit`: the AirFit UI design system's command-line tool.
@main
struct Airfit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "airfit",
        abstract: "AirFit UI: export the design tokens and audit the design against its own spec.",
        subcommands: [AuditCommand.self, TokensCommand.self],
        defaultSubcommand: AuditCommand.self
    )
}
