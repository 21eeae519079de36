import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import ImageEncoding
import Renderer

/// Draws a screen's accessibility picture (`AccessibilityPicture`): the drawn picture with each
/// element VoiceOver stops on boxed and numbered in reading order, and the list beside it, in
/// light, English, left to right, so it reads the same whatever the picture's settings.
///
/// ```swift
/// let host = renderer.host(SettingsScreen(), settings: settings)
/// let image = try renderer.render(host, settings: settings)
/// let png = try PNGEncoder.encode(image)
/// let outlined = try AccessibilityPictureRenderer.picture(
///     of: host, drawn: png, pixels: image, on: settings.device, renderer: renderer, scale: 2)
/// ```
@MainActor
public enum AccessibilityPictureRenderer {
    /// The accessibility picture of `host`, drawn on `device` as `drawn` (the PNG of `pixels`), at `scale`.
    public static func picture(
        of host: ViewHost, drawn png: [UInt8], pixels: PixelImage, on device: Device, renderer: Renderer, scale: Double
    ) throws -> [UInt8] {
        let elements = host.accessibilityElements(in: host.layout(on: device, measurer: renderer.measurer))
        // The picture is drawn by the renderer from a file, as an app's bundle image is.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-accessibility-\(UUID().uuidString).png")
        try Data(png).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var picture = Image(systemName: "")
        picture.source = .bitmap(name: "picture", path: file.path, pixelSize: CGSize(width: pixels.width, height: pixels.height))
        let view = AccessibilityPicture(picture: picture, size: device.size, elements: elements)
        let ideal = ViewHost(view).idealSize(measurer: renderer.measurer)
        let canvas = Device(
            name: "accessibility picture", size: CGSize(width: ideal.width.rounded(.up), height: ideal.height.rounded(.up)),
            scale: CGFloat(scale), safeAreaTop: 0, safeAreaBottom: 0, maximumFramesPerSecond: 60)
        let image = try renderer.render(view, settings: RenderSettings(device: canvas, scale: CGFloat(scale)))
        return try PNGEncoder.encode(image)
    }
}
