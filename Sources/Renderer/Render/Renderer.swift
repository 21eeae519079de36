import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import ImageEncoding
import PlatformFacts

/// Renders views to pixels: hosts the view headlessly with the settings' environment, lays it out
/// with Pango-measured text, takes the display list at the settings' time and draws it with Cairo.
@MainActor
public final class Renderer {
    public let fonts: FontLibrary
    public let measurer: PangoTextMeasurer
    /// Gradients rasterised in earlier frames.
    private let cache = RasterCache()
    /// SF Symbol names drawn as placeholders in the renders so far, sorted.
    public private(set) var unknownSymbols: [String] = []

    public init(fonts: FontLibrary) {
        self.fonts = fonts
        measurer = PangoTextMeasurer(fonts: fonts)
    }

    /// A renderer over the standard pinned fonts; fails, naming the package, when one is missing.
    public convenience init() throws(RenderError) {
        self.init(fonts: try FontLibrary.shared())
    }

    /// A host for `view` with the settings' environment (appearance, Dynamic Type, accessibility).
    public func host(_ view: some View, settings: RenderSettings) -> ViewHost {
        var environment = EnvironmentValues()
        environment.colorScheme = settings.appearance == .dark ? .dark : .light
        environment.dynamicTypeSize = settings.dynamicTypeSize
        environment._accessibilityReduceMotion = settings.reduceMotion
        environment._accessibilityReduceTransparency = settings.reduceTransparency
        environment._colorSchemeContrast = settings.increaseContrast ? .increased : .standard
        environment.legibilityWeight = settings.boldText ? .bold : .regular
        environment._accessibilityDifferentiateWithoutColor = settings.differentiateWithoutColor
        environment._accessibilityShowButtonShapes = settings.buttonShapes
        environment.locale = settings.locale
        environment.layoutDirection =
            settings.pseudoLanguage == .rightToLeft ? .rightToLeft : settings.layoutDirection ?? LayoutDirection(locale: settings.locale)
        environment._pseudoLanguage = settings.pseudoLanguage
        environment._iOSVersion = settings.os
        measurer.locale = settings.locale
        // The screen (reader size, safe area, status bar, the display's scale) is the device's, as
        // the host describes it.
        return ViewHost(view, environment: environment, device: settings.device, measurer: measurer)
    }

    /// One frame of `view` at the settings' time.
    public func render(_ view: some View, settings: RenderSettings) throws(RenderError) -> PixelImage {
        try settings.validate()
        let host = host(view, settings: settings)
        return try render(host, settings: settings)
    }

    /// One frame of a hosted view at the settings' time (its clock is moved there first).
    public func render(_ host: ViewHost, settings: RenderSettings) throws(RenderError) -> PixelImage {
        try settings.validate()
        host.advance(to: settings.time)
        let items = host.displayList(on: settings.device, at: settings.time, measurer: measurer)
        let size = settings.device.size
        let canvas = try CairoCanvas(width: size.width, height: size.height, scale: settings.pixelScale)
        let renderer = DisplayListRenderer(
            fonts: fonts, appearance: settings.appearance, canvas: canvas, cache: cache, locale: settings.locale)
        renderer.draw(items, background: SystemColors.systemBackground.resolved(in: settings.appearance))
        unknownSymbols = Array(Set(unknownSymbols).union(renderer.unknownSymbols)).sorted()
        do {
            return try PixelImage(width: canvas.pixelWidth, height: canvas.pixelHeight, premultiplied: canvas.pixels())
        } catch {
            throw RenderError(input: "frame", reason: "\(error)")
        }
    }

    /// Frames of `view` from `start` to `end` seconds at `framesPerSecond`, on one host (so
    /// animations started on appear run through them), each handed to `frame` as it is drawn.
    /// The most frames one `animate` call renders: 40 s at 60 fps.
    nonisolated public static let maximumAnimationFrames = 2_400

    public func animate(
        _ view: some View, settings: RenderSettings, from start: TimeInterval, to end: TimeInterval,
        framesPerSecond: Int, frame: (PixelImage) throws -> Void
    ) throws {
        guard start.isFinite, end.isFinite, start >= 0, end >= start else {
            throw RenderError(input: "times \(start)…\(end)", reason: "must be finite, 0 or more, with the end not before the start")
        }
        guard (1...240).contains(framesPerSecond) else {
            throw RenderError(input: "fps \(framesPerSecond)", reason: "must be between 1 and 240")
        }
        let count = Int(((end - start) * Double(framesPerSecond)).rounded(.down)) + 1
        guard count <= Self.maximumAnimationFrames else {
            throw RenderError(
                input: "times \(start)…\(end) at \(framesPerSecond) fps",
                reason: "\(count) frames; the limit is \(Self.maximumAnimationFrames)")
        }
        let host = host(view, settings: settings)
        for index in 0..<count {
            var frameSettings = settings
            frameSettings.time = start + Double(index) / Double(framesPerSecond)
            try frame(try render(host, settings: frameSettings))
        }
    }
}
