import ArgumentParser
import DesignTokens

/// `airfit tokens`.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tokens", abstract: "Export the design tokens.")
}
