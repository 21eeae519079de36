#if os(Linux)
    import AirFitScreens
    import ArgumentParser
    import DesignAudit
    import DesignTokens
    import Foundation
    import HeadlessRuntime
    import ImageEncoding
    import LayoutCheck
    import Renderer

    /// `airfit gallery`: every screen in every theme, every preview, the animations, Dynamic Type,
    /// Reduce Motion and compact mode, with an `index.html` that groups them beside each screen's
    /// VoiceOver reading and the audit report.
    struct GalleryCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "gallery",
            abstract: "Render the whole design system to a folder of PNGs, animated PNGs and an index.html.",
            discussion:
                "The folder is built beside the destination and moved into place when complete; the same command writes the same bytes."
        )

        @Option(help: "The gallery folder to write (replaced whole).")
        var output = "gallery"

        @Option(help: "Only the pictures whose path contains this text (for quick looks and tests).")
        var only: String?

        func validate() throws {
            guard !output.isEmpty else { throw ValidationError("--output must name a folder") }
            let parent = URL(fileURLWithPath: output).deletingLastPathComponent().path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--output \(output): its folder \(parent) does not exist")
            }
            guard FileManager.default.isWritableFile(atPath: parent) else {
                throw ValidationError("--output \(output): its folder \(parent) is not writable")
            }
        }

        func run() throws {
            let started = Date()
            let files = try MainActor.assumeIsolated { () throws -> [String: [UInt8]] in try GalleryRenderer(filter: only).render() }
            try GalleryOutput.write(files, to: output)
            let seconds = Date().timeIntervalSince(started)
            print("gallery: \(files.count) files in \(output)/ (open \(output)/index.html) in \(String(format: "%.1f", seconds)) s")
        }
    }

    /// Draws the plan's items and the page.
    @MainActor
    struct GalleryRenderer {
        let filter: String?

        func render() throws -> [String: [UInt8]] {
            let items = GalleryPlan.items(matching: filter)
            guard !items.isEmpty else { throw ValidationError("--only \(filter ?? ""): no gallery picture matches") }
            let renderer = try Renderer()
            let progress = GalleryProgress(total: items.count)
            // Pictures render here while the previous ones encode on the other core.
            let pipeline = EncodingPipeline()
            var accessibility: [String: [String]] = [:]
            var layout: [String: [LayoutFinding]] = [:]
            let checker = LayoutChecker(measurer: renderer.measurer)
            for item in items {
                progress.step(item.path)
                switch item.kind {
                case .still:
                    let host = renderer.host(item.view(), settings: item.settings)
                    let image = try renderer.render(host, settings: item.settings)
                    pipeline.encode(item.path) { try PNGEncoder.encode(image) }
                    if let screen = item.accessibilityOf { accessibility[screen.rawValue] = host.accessibilityElements.map(\.description) }
                    if item.checksLayout { layout[item.path] = checker.check(host, on: item.settings.device) }
                case let .animation(duration, framesPerSecond):
                    let animation = try pipeline.animation(item.path, framesPerSecond: framesPerSecond, contactSheet: item.contactSheetPath)
                    try renderer.animate(item.view(), settings: item.settings, from: 0, to: duration, framesPerSecond: framesPerSecond) {
                        frame in
                        animation.append(frame)
                    }
                    animation.finish()
                }
            }
            var files = try pipeline.finish()
            progress.finish()
            warn(unknownSymbols: renderer.unknownSymbols)
            let audit = AuditFormat.text.render(DesignAuditRunner.run(Dialect.allCases))
            files["index.html"] = Array(GalleryPage.html(items: items, accessibility: accessibility, layout: layout, audit: audit).utf8)
            return files
        }
    }
#endif
