#if os(Linux)
    import ArgumentParser
    import Foundation
    import ImageEncoding
    import Renderer
    import TokenExport

    /// `airfit render NAME --time T --output out.png`.
    struct RenderCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: "Render one frame of a screen to a PNG.",
            discussion: "The same command on the same inputs writes the same bytes; the file is written atomically."
        )

        @OptionGroup var options: RenderOptions

        @Option(help: "Seconds since the screen appeared.")
        var time = 1.0

        func validate() throws {
            _ = try options.settings(time: time)
        }

        func run() throws {
            let bytes = try MainActor.assumeIsolated { () throws -> [UInt8] in
                let renderer = try Renderer()
                let image = try renderer.render(
                    try ScreenCatalog.view(named: options.name, theme: try options.chosenTheme()),
                    settings: try options.settings(time: time))
                warn(unknownSymbols: renderer.unknownSymbols)
                return try PNGEncoder.encode(image)
            }
            try AtomicOutput.write(.bytes(bytes), to: options.output)
        }
    }

    /// Prints a warning for every SF Symbol drawn as a placeholder.
    func warn(unknownSymbols: [String]) {
        for name in unknownSymbols {
            FileHandle.standardError.write(Data("warning: no glyph for SF Symbol \"\(name)\"; drew a placeholder\n".utf8))
        }
    }
#endif
