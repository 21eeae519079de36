#if os(Linux)
    import ArgumentParser
    import Foundation
    import ImageEncoding
    import Renderer
    import TokenExport

    /// `airfit animate NAME --from 0 --to 1.2 --fps 60 --output out.png`: an animated PNG, and with
    /// `--contact-sheet` a grid of the frames beside it.
    struct AnimateCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "animate",
            abstract: "Render a screen's animation to an animated PNG (and optionally a contact sheet).",
            discussion: "Frames are taken on one clock from --from to --to seconds; files are written atomically."
        )

        @OptionGroup var options: RenderOptions

        @Option(help: "Start time in seconds.")
        var from = 0.0

        @Option(help: "End time in seconds.")
        var to = 1.2

        @Option(help: "Frames per second, 1 to 240.")
        var fps = 60

        @Option(name: .customLong("contact-sheet"), help: "Also write every frame in a grid to this PNG.")
        var contactSheet: String?

        func validate() throws {
            _ = try options.settings(time: 0)
            guard from.isFinite, to.isFinite, from >= 0, to >= from else {
                throw ValidationError("--from \(from) and --to \(to) must be finite, 0 or more, with --to not before --from")
            }
            guard (1...240).contains(fps) else { throw ValidationError("--fps \(fps) must be between 1 and 240") }
            // Checked before any work, so an unreasonable request never fills the machine.
            let frames = Int(((to - from) * Double(fps)).rounded(.down)) + 1
            guard frames <= Self.maximumFrames else {
                throw ValidationError(
                    "--from \(from) --to \(to) at --fps \(fps) is \(frames) frames; the limit is \(Self.maximumFrames) "
                        + "(a minute at 60 fps): shorten the range or lower --fps")
            }
        }

        /// The most frames one command renders.
        static let maximumFrames = 3_600

        func run() throws {
            let (animation, sheet) = try MainActor.assumeIsolated { () throws -> ([UInt8], [UInt8]?) in
                let renderer = try Renderer()
                var writer = try APNGWriter(framesPerSecond: fps)
                // The contact sheet shows frames at a quarter of their size, so it stays small.
                var thumbnails: [PixelImage] = []
                try renderer.animate(
                    try ScreenCatalog.view(named: options.name, theme: try options.chosenTheme()),
                    settings: try options.settings(time: from),
                    from: from, to: to, framesPerSecond: fps
                ) { frame in
                    try writer.append(frame)
                    if contactSheet != nil { thumbnails.append(try frame.downsampled(by: 4)) }
                }
                warn(unknownSymbols: renderer.unknownSymbols)
                let sheet = try contactSheet.map { _ in
                    try PNGEncoder.encode(
                        try ContactSheet.compose(thumbnails, columns: 10, spacing: 8, background: (red: 128, green: 128, blue: 128)))
                }
                return (try writer.finish(), sheet)
            }
            try AtomicOutput.write(.bytes(animation), to: options.output)
            if let contactSheet, let sheet { try AtomicOutput.write(.bytes(sheet), to: contactSheet) }
        }
    }
#endif
