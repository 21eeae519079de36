import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessSwiftUI
import ImageEncoding
import Renderer
import Testing

/// iOS 26 redrew the accent colors: `Color.red` is #FF383C and `Color.blue` #0088FF in light on
/// iOS 26.2 (measured on the held-out references of issue #37), #FF3B30 and #007AFF before. A
/// picture draws the release its settings name (D207).
@MainActor
struct SystemColorFacts {
    /// The color drawn in the middle of a 20 × 20 square filled with `color`.
    private func drawn(_ color: Color, os: IOSVersion, appearance: Appearance = .light) throws -> String {
        let device = Device(
            name: "Swatch", size: CGSize(width: 20, height: 20), scale: 1, safeAreaTop: 0, safeAreaBottom: 0,
            maximumFramesPerSecond: 60)
        var settings = RenderSettings(device: device, appearance: appearance)
        settings.os = os
        let image = try Renderer().render(Rectangle().fill(color), settings: settings)
        let pixel = try #require(image[x: 10, y: 10])
        return String(format: "#%02X%02X%02X", pixel.red, pixel.green, pixel.blue)
    }

    /// The HIG's Color page, system background colors, "Dark elevated": what a sheet's content
    /// stands on in the dark appearance. Base and elevated differ; light does not change.
    @Test func aSheetsBackgroundsAreTheElevatedOnes() throws {
        func hex(_ color: AdaptiveColor) -> String? {
            ElevatedBackgrounds.darkValue(of: color).map {
                String(
                    format: "#%02X%02X%02X", Int(($0.red * 255).rounded()), Int(($0.green * 255).rounded()), Int(($0.blue * 255).rounded()))
            }
        }
        #expect(hex(SystemColors.systemBackground) == "#1C1C1E" && hex(SystemColors.systemGroupedBackground) == "#1C1C1E")
        #expect(hex(SystemColors.secondarySystemBackground) == "#2C2C2E" && hex(SystemColors.secondarySystemGroupedBackground) == "#2C2C2E")
        #expect(hex(SystemPalette.tertiarySystemBackground) == "#3A3A3C" && hex(SystemPalette.tertiarySystemGroupedBackground) == "#3A3A3C")
        #expect(hex(SystemPalette.red) == nil && hex(SystemColors.label) == nil)
        // Drawn: a sheet's grouped background in dark at the elevated value, in light unchanged.
        func sheet(_ appearance: Appearance) throws -> String {
            let device = Device(
                name: "Sheet", size: CGSize(width: 40, height: 80), scale: 1, safeAreaTop: 0, safeAreaBottom: 0,
                maximumFramesPerSecond: 60)
            let view = Color.red.sheet(isPresented: .constant(true)) { Color(uiColor: .systemGroupedBackground) }
            let image = try Renderer().render(view, settings: RenderSettings(device: device, appearance: appearance, time: 5))
            let pixel = try #require(image[x: 20, y: 60])
            return String(format: "#%02X%02X%02X", pixel.red, pixel.green, pixel.blue)
        }
        #expect(try sheet(.dark) == "#1C1C1E")
        #expect(try sheet(.light) == "#F2F2F7")
    }

    @Test func accentColorsFollowTheRelease() throws {
        #expect(try drawn(.red, os: .iOS26) == "#FF383C")
        #expect(try drawn(.blue, os: .iOS26) == "#0088FF")
        #expect(try drawn(.red, os: .iOS18) == "#FF3B30")
        #expect(try drawn(.blue, os: .iOS18) == "#007AFF")
        #expect(try drawn(.red, os: .iOS26, appearance: .dark) == "#FF4245")
        #expect(try drawn(Color(uiColor: .systemBlue), os: .iOS26) == "#0088FF")
    }

    /// What iOS 26 kept: green, pink, the grays and every non-system color.
    @Test func unchangedColorsStay() throws {
        #expect(try drawn(.green, os: .iOS26) == "#34C759")
        #expect(try drawn(.gray, os: .iOS26) == "#8E8E93")
        #expect(try drawn(Color(red: 1, green: 56 / 255, blue: 0), os: .iOS26) == "#FF3800")
        #expect(IOSVersion.default == .iOS18)
    }
}
