import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Renderer

/// Lays views out as the renderer draws them (text measured by Pango over the pinned, calibrated
/// faces), so facts about text hold for the gallery's pictures.
@MainActor
enum ConformanceHost {
    static func layout(
        _ view: some View, on device: Device = .iPhone16,
        environment: EnvironmentValues = EnvironmentValues()
    ) throws -> (ViewHost, LayoutResult) {
        let host = ViewHost(view, environment: environment, device: device)
        host.measurer = PangoTextMeasurer(fonts: try FontLibrary.shared())
        return (host, host.layout(on: device))
    }

    /// The frame of the first text whose string is `content`.
    static func textFrame(
        _ content: String, in view: some View, on device: Device = .iPhone16,
        environment: EnvironmentValues = EnvironmentValues()
    ) throws -> CGRect? {
        let (host, result) = try layout(view, on: device, environment: environment)
        return host.frames(ofText: content, in: result).first
    }
}

/// `value` rounded up to the pixel grid of a `scale`x screen, as SwiftUI rounds text frames.
func snapped(_ value: CGFloat, scale: CGFloat = 3) -> CGFloat {
    (value * scale - 1e-6).rounded(.up) / scale
}

/// SF Pro's natural line height (ascender 1950 + descender 494 of 2048 units) at `size`:
/// `UIFont.systemFont(ofSize: 17).lineHeight` is 20.287 pt.
func sfLineHeight(_ size: CGFloat) -> CGFloat { size * 2444 / 2048 }

func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
