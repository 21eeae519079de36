import ArgumentParser
import DesignTokens
import TokenExport

extension TokenFormat: ExpressibleByArgument {}

/// `airfit tokens`.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Export the design tokens as DTCG JSON, an Xcode asset catalog, CSS or Swift.",
        discussion: "Output is sorted and byte-for-byte deterministic; files and folders are written atomically."
    )

    @Option(help: "Output form: \(TokenFormat.allValueStrings.joined(separator: ", ")).")
    var format: TokenFormat

    @Option(help: "Export one theme: \(Dialect.allValueStrings.joined(separator: ", ")). All themes when omitted.")
    var theme: Dialect?

    @Option(help: "Where to write (the .xcassets folder for xcassets). Standard output when omitted.")
    var output: String?

    func validate() throws {
        if format.isDirectory && output == nil {
            throw ValidationError("--format \(format.rawValue) writes a folder: give it with --output PATH")
        }
        if let output, output.isEmpty { throw ValidationError("--output must not be empty") }
    }

    func run() throws {
        let themes = theme.map { [Theme.of($0)] } ?? Theme.all
        let document = format.export(themes)
        if let output {
            // An `ExportError` names the path; ArgumentParser prints it and exits with status 1.
            try AtomicOutput.write(document, to: output)
        } else if case let .file(text) = document {
            print(text, terminator: "")
        }
    }
}
