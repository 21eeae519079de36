import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import ImageEncoding
import LayoutCheck
import Renderer

/// Draws a review's pictures in this process: each preview made, wrapped in its modifiers and
/// rendered in the variant's settings once its entrances have settled, encoded, checked by the
/// layout check and read as VoiceOver reads it; with a preview's first variant, its
/// accessibility picture.
@MainActor
final class PreviewPictureRenderer {
    let plan: ReviewPlan
    let previews: [DiscoveredPreview]
    let scale: Double
    let renderer: Renderer
    let checker: LayoutChecker
    /// When a picture is drawn: after every entrance animation, as the layout check looks.
    static let settledTime: TimeInterval = 10

    init(plan: ReviewPlan, previews: [DiscoveredPreview], scale: Double) throws {
        self.plan = plan
        self.previews = previews
        self.scale = scale
        renderer = try Renderer()
        checker = LayoutChecker(measurer: renderer.measurer, hasGlyph: SymbolGlyphs.hasGlyph)
    }

    /// The job's record and files (its picture, and its accessibility picture with a first variant).
    func draw(_ job: ReviewPlan.Job) async -> (record: PictureRecord, files: [String: [UInt8]]) {
        var record = PictureRecord(index: job.index, path: plan.path(of: job))
        var files: [String: [UInt8]] = [:]
        do {
            let made = try previews[job.preview].make()
            record.name = made.name
            let view = try await made.view()
            var settings = plan.variants[job.variant].settings(scale: scale)
            settings.time = Self.settledTime
            settings.device = Self.device(for: made, on: settings.device, measuring: view, with: renderer)
            let host = renderer.host(view, settings: settings)
            let image = try renderer.render(host, settings: settings)
            let png = try PNGEncoder.encode(image)
            files[record.path] = png
            record.width = image.width
            record.height = image.height
            record.voiceOver = host.accessibilityElements.map(\.description)
            record.findings = checker.check(host, on: settings.device).map {
                PictureRecord.Finding(kind: $0.kind.rawValue, detail: $0.detail)
            }
            if job.variant == 0 {
                let path = plan.accessibilityPath(of: job.preview)
                files[path] = try AccessibilityPictureRenderer.picture(
                    of: host, drawn: png, pixels: image, on: settings.device, renderer: renderer, scale: scale)
                record.accessibilityPicture = path
            }
        } catch {
            record.failure = "threw \(error)"
            files = [:]
        }
        return (record, files)
    }

    /// The device a preview is drawn on: the variant's, turned as its traits ask; or, for a
    /// `sizeThatFitsLayout` or `fixedLayout` preview, a canvas of that size with no safe area, on
    /// the device's pixel grid (D210).
    static func device(for made: MadePreview, on device: Device, measuring view: AnyView, with renderer: Renderer) -> Device {
        func canvas(_ size: CGSize) -> Device {
            let size = Device.pixelAligned(size, scale: device.scale)
            return Device(
                name: "\(Int(size.width)) × \(Int(size.height)) pt", size: size, scale: device.scale, safeAreaTop: 0,
                safeAreaBottom: 0, maximumFramesPerSecond: device.maximumFramesPerSecond)
        }
        switch made.layout {
        case let .fixed(width, height):
            return canvas(CGSize(width: width, height: height))
        case .sizeThatFits:
            return canvas(ViewHost(view).idealSize(measurer: renderer.measurer, scale: device.scale))
        case .device:
            // Turned on its side for a landscape trait: no status bar, the sensor housing's inset
            // on both sides, 21 pt for the home indicator.
            return made.device(on: device)
        }
    }
}
