import AirFitScreens
import AirFitUI
import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import ImageEncoding
import Renderer
import Testing

/// The audit's contrast rules on every screen as drawn: each text run's color against the pixels
/// the renderer drew behind it (sampled at the run's corners, where glyphs do not reach), at least
/// 4.5:1, or 3:1 for large text (18 pt, or 14 pt bold: WCAG 2.2 SC 1.4.3).
@MainActor
struct ScreenContrastTests {
    static func failures(_ screen: ScreenID, _ appearance: Appearance) throws -> [String] {
        let renderer = try Renderer()
        let settings = RenderSettings(device: .iPhone16, scale: 1, appearance: appearance, time: 2)
        let host = renderer.host(Screens.view(screen).theme(.of(screen.homeDialect)), settings: settings)
        let image = try renderer.render(host, settings: settings)
        var failures: [String] = []
        for item in host.displayList(on: .iPhone16, at: 2, measurer: PangoTextMeasurer(fonts: try FontLibrary.shared())) {
            guard case let .text(text) = item.content, case let .color(red, green, blue, opacity) = text.paint,
                item.opacity > 0.99, !text.string.trimmingCharacters(in: .whitespaces).isEmpty
            else { continue }
            let frame = item.frame.offsetBy(dx: item.offset.width, dy: item.offset.height)
            guard frame.minX >= 0, frame.maxX <= 393, frame.minY >= 0, frame.maxY <= 852 else { continue }
            let corners = [
                (frame.minX + 1, frame.minY + 1), (frame.maxX - 2, frame.minY + 1), (frame.minX + 1, frame.maxY - 2),
                (frame.maxX - 2, frame.maxY - 2),
            ]
            let samples = corners.compactMap { image[x: Int($0.0), y: Int($0.1)] }
                .map { SRGBColor(red: Double($0.red) / 255, green: Double($0.green) / 255, blue: Double($0.blue) / 255) }
                .sorted { $0.relativeLuminance < $1.relativeLuminance }
            guard samples.count == 4 else { continue }
            let background = samples[1]
            let color = SRGBColor(red: red, green: green, blue: blue, alpha: opacity * item.opacity).composited(over: background)
            let ratio = SRGBColor.contrastRatio(color, background)
            let large = text.font.size >= 18 || (text.font.size >= 14 && text.font.weight >= 700)
            if ratio < (large ? 3 : 4.5) - 0.05 {
                failures.append(
                    "\(screen.rawValue) \(appearance): \"\(text.string)\" \(String(format: "%.2f", ratio)):1 at \(Int(text.font.size)) pt")
            }
        }
        return failures
    }

    @Test(arguments: ScreenID.allCases)
    func textMeetsTheContrastRules(screen: ScreenID) throws {
        for appearance in [Appearance.light, .dark] {
            let failures = try Self.failures(screen, appearance)
            #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        }
    }
}

/// VoiceOver starts every screen at its title: the first element read is a header.
@MainActor
struct ScreenReadingOrderTests {
    @Test(arguments: ScreenID.allCases)
    func theTitleIsReadFirst(screen: ScreenID) {
        let host = ViewHost(Screens.view(screen).theme(.of(screen.homeDialect)))
        host.advance(to: 5)
        let first = host.accessibilityElements.first
        #expect(first?.traits.contains("header") == true, "\(screen.rawValue) starts with \(first?.description ?? "nothing")")
    }
}
