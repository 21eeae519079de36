import ArgumentParser
import TokenExport

#if os(Linux)
    import Raster
#endif

/// `airfit`: the AirFit UI design system's command-line tool.
@main
struct Airfit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "airfit",
        abstract: "AirFit UI: export the design tokens, audit the design against its own spec, render screens.",
        subcommands: [AuditCommand.self, TokensCommand.self] + renderCommands,
        defaultSubcommand: AuditCommand.self
    )

    /// Runs the command named on the command line; an interruption removes what it was writing.
    static func main() {
        Interruption.install()
        #if os(Linux)
            // Every command that draws draws many pictures: keep their buffers for reuse (D224).
            FrameMemory.keepFreedBuffers()
        #endif
        main(nil)
    }
}

#if os(Linux)
    /// Rendering exists where the headless layer and Cairo do.
    let renderCommands: [ParsableCommand.Type] = [
        RenderCommand.self, AnimateCommand.self, ListCommand.self, GalleryCommand.self, LintCommand.self,
    ]
#else
    let renderCommands: [ParsableCommand.Type] = []
#endif
