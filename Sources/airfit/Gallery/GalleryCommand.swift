#if os(Linux)
    import AirFitPreviewReview
    import AirFitScreens
    import ArgumentParser
    import DesignAudit
    import DesignTokens
    import Foundation
    import GalleryReview
    import HeadlessRuntime
    import ImageEncoding
    import LayoutCheck
    import Renderer

    /// `airfit gallery`: every screen in every theme, every preview, the animations, Dynamic Type,
    /// the display settings, Reduce Motion and compact mode, with a design review (`index.html`):
    /// each screen across the themes in one row, and, given `--baseline`, what changed since an
    /// earlier gallery.
    struct GalleryCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "gallery",
            abstract: "Render the whole design system to a folder of PNGs, animated PNGs and a design review (index.html).",
            discussion: """
                The folder is built beside the destination and moved into place when complete; the same command writes the same bytes. \
                With --baseline, the review starts with what changed since that earlier gallery (changes.json beside it).
                """
        )

        @Option(help: "The gallery folder to write (replaced whole).")
        var output = "gallery"

        @Option(
            help: "Only the pictures whose path contains this text, or one of several separated by commas (for quick looks and tests)."
        )
        var only: String?

        @Option(help: "An earlier gallery folder to compare with: the review lists what changed, with pictures.")
        var baseline: String?

        @Flag(help: "Exit 1 when anything changed since --baseline (for CI).")
        var failOnChange = false

        /// The whole gallery in another locale or pseudo-language (the language rows keep theirs).
        @OptionGroup var language: LanguageOptions
        @OptionGroup var system: SystemOptions

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
            if failOnChange && baseline == nil {
                throw ValidationError("--fail-on-change needs --baseline DIR: the gallery to compare with")
            }
        }

        func run() throws {
            let started = Date()
            // The baseline is read before anything is drawn: a wrong folder fails at once.
            let earlier: GalleryBaseline?
            do {
                earlier = try baseline.map { try GalleryBaseline(path: $0).restricted(to: only) }
            } catch let error as GalleryBaselineError {
                throw ValidationError(error.description)
            }
            let (files, changes) = try MainActor.assumeIsolated { () throws -> ([String: [UInt8]], ChangeReport?) in
                try GalleryRenderer(filter: only, baseline: earlier, language: language, os: system.os).render()
            }
            try GalleryOutput.write(files, to: output)
            let seconds = Date().timeIntervalSince(started)
            print("gallery: \(files.count) files in \(output)/ (open \(output)/index.html) in \(String(format: "%.1f", seconds)) s")
            if let changes {
                print("changes since \(changes.baseline): \(changes.summary) (changed: \(changes.threshold.description))")
                for change in changes.pictures { print("  \(change.status.rawValue) \(change.path): \(change.detail)") }
                if failOnChange && changes.hasChanges { throw ExitCode(1) }
            }
        }
    }

    /// Draws the plan's items and the page.
    @MainActor
    struct GalleryRenderer {
        let filter: String?
        var baseline: GalleryBaseline?
        /// The language of every picture the plan does not give one.
        var language = LanguageOptions()
        /// The iOS release every picture's system colors are drawn from.
        var os = IOSVersion.default

        /// The gallery's files, and what changed since the baseline when there is one.
        func render() throws -> ([String: [UInt8]], ChangeReport?) {
            let items = GalleryPlan.items(matching: filter)
            guard !items.isEmpty else { throw ValidationError("--only \(filter ?? ""): no gallery picture matches") }
            let renderer = try Renderer()
            let progress = CommandProgress(total: items.count)
            // Pictures render here while the previous ones encode on the other core.
            let pipeline = EncodingPipeline()
            var accessibility: [String: [String]] = [:]
            var layout: [String: [LayoutFinding]] = [:]
            let checker = LayoutChecker(measurer: renderer.measurer, hasGlyph: SymbolGlyphs.hasGlyph)
            for var item in items {
                progress.step(item.path)
                if item.language == nil { item.settings = try language.applied(to: item.settings) }
                item.settings.os = os
                switch item.kind {
                case .still:
                    let host = renderer.host(item.view(), settings: item.settings)
                    let image = try renderer.render(host, settings: item.settings)
                    if let path = item.accessibilityPicturePath {
                        // The accessibility picture draws the PNG itself: encoded here once, for both.
                        let png = try PNGEncoder.encode(image)
                        pipeline.store(item.path, png)
                        pipeline.store(
                            path,
                            try AccessibilityPictureRenderer.picture(
                                of: host, drawn: png, pixels: image, on: item.settings.device, renderer: renderer, scale: 2))
                    } else {
                        pipeline.encode(item.path) { try PNGEncoder.encode(image) }
                    }
                    if item.hasDetailPage { accessibility[item.path] = host.accessibilityElements.map(\.description) }
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
            files[GalleryManifest.fileName] = try GalleryManifest(pictures: Array(files.keys)).json()
            warn(unknownSymbols: renderer.unknownSymbols)
            var changes: ChangeReport?
            if let baseline {
                let comparison = try GalleryComparison.compare(files, with: baseline, pageOrder: items.map(\.path))
                changes = comparison.report
                files.merge(comparison.files) { new, _ in new }
            }
            let data = ReviewData(
                items: items, accessibility: accessibility, layout: layout, audit: DesignAuditRunner.run(Dialect.allCases),
                changes: changes)
            for (path, text) in ReviewPage.files(data) { files[path] = Array(text.utf8) }
            return (files, changes)
        }
    }
#endif
