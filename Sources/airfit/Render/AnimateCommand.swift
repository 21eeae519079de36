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
            discussion: """
                Frames are taken on one clock from --from to --to seconds and streamed to the file as they are \
                rendered, so memory does not grow with their number; files appear atomically. The contact sheet \
                shows at most \(maximumSheetFrames) frames, evenly spaced.
                """
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
            // Checked before any work, so an unreasonable request never fills the machine or the disk.
            let frames = Self.frameCount(from: from, to: to, fps: fps)
            guard frames <= Renderer.maximumAnimationFrames else {
                throw ValidationError(
                    "--from \(from) --to \(to) at --fps \(fps) is \(frames) frames; the limit is \(Renderer.maximumAnimationFrames) "
                        + "(40 s at 60 fps): shorten the range or lower --fps")
            }
        }

        /// The frames from `from` to `to` inclusive at `fps`.
        static func frameCount(from: Double, to: Double, fps: Int) -> Int {
            Int(((to - from) * Double(fps)).rounded(.down)) + 1
        }

        /// The most frames a contact sheet shows.
        static let maximumSheetFrames = 60

        func run() throws {
            let count = Self.frameCount(from: from, to: to, fps: fps)
            // Every step-th frame goes on the sheet, so it holds at most maximumSheetFrames.
            let step = (count + Self.maximumSheetFrames - 1) / Self.maximumSheetFrames
            let sheet = try MainActor.assumeIsolated { () throws -> [UInt8]? in
                let file = try AtomicFileStream(path: options.output)
                let renderer = try Renderer()
                var writer = try APNGWriter(framesPerSecond: fps, frameCount: count)
                var builder: ContactSheetBuilder?
                var index = 0
                try renderer.animate(
                    try ScreenCatalog.view(named: options.name, theme: try options.chosenTheme()),
                    settings: try options.settings(time: from),
                    from: from, to: to, framesPerSecond: fps
                ) { frame in
                    try writer.append(frame)
                    try file.write(writer.takeBytes())
                    if contactSheet != nil, index % step == 0 {
                        // At a quarter of the frames' size, so the sheet stays small.
                        let thumbnail = try frame.downsampled(by: 4)
                        if builder == nil {
                            builder = try ContactSheetBuilder(
                                frameCount: (count + step - 1) / step, frameWidth: thumbnail.width, frameHeight: thumbnail.height,
                                columns: 10, spacing: 8, background: (red: 128, green: 128, blue: 128))
                        }
                        try builder?.place(thumbnail, at: index / step)
                    }
                    index += 1
                }
                warn(unknownSymbols: renderer.unknownSymbols)
                try file.write(writer.finish())
                try file.commit()
                return try builder.map { try PNGEncoder.encode(try $0.image) }
            }
            if let contactSheet, let sheet { try AtomicOutput.write(.bytes(sheet), to: contactSheet) }
        }
    }
#endif
