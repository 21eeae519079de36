import Foundation
import HeadlessSwiftUI
import ImageEncoding
import Testing

/// Renderer effects drawn: each lowers to a color matrix the renderer applies to its content's
/// pixels, and leaves everything around it alone.
@MainActor
struct RendererEffectPixelTests {
    /// Pure red at full grayscale is its Rec. 709 luminance, 0.2126 × 255 ≈ 54, in every channel;
    /// the white page around the square stays white.
    @Test func grayscaleTurnsRedToItsLuminance() throws {
        let image = try render(
            ZStack {
                Color.white
                Color(red: 1, green: 0, blue: 0).frame(width: 80, height: 80).grayscale(1)
            })
        let center = try #require(image[x: 100, y: 100])
        #expect([center.red, center.green, center.blue].allSatisfy { abs(Int($0) - 54) <= 1 }, "\(center)")
        #expect(image[x: 5, y: 5] == .init(red: 255, green: 255, blue: 255, alpha: 255))
        let half = try render(Color(red: 1, green: 0, blue: 0).grayscale(0.5))
        let mixed = try #require(half[x: 100, y: 100])
        // Halfway, red keeps 0.2126 + 0.5 × 0.7874 of itself and gives green and blue 0.5 × 0.2126.
        #expect(abs(Int(mixed.red) - 155) <= 1 && abs(Int(mixed.green) - 27) <= 1 && abs(Int(mixed.blue) - 27) <= 1, "\(mixed)")
    }

    /// Brightness adds its amount to each component: black brightened by 0.5 is mid grey, and a
    /// negative amount darkens white.
    @Test func brightnessAddsItsAmount() throws {
        let lighter = try render(Color(red: 0, green: 0, blue: 0).brightness(0.5))
        let darker = try render(Color(red: 1, green: 1, blue: 1).brightness(-0.25))
        let up = try #require(lighter[x: 100, y: 100])
        let down = try #require(darker[x: 100, y: 100])
        #expect([up.red, up.green, up.blue].allSatisfy { abs(Int($0) - 128) <= 1 }, "\(up)")
        #expect([down.red, down.green, down.blue].allSatisfy { abs(Int($0) - 191) <= 1 }, "\(down)")
    }

    /// The centre pixel of a full-frame color under an effect.
    func center(_ view: some View) throws -> PixelImage.Pixel {
        try #require(try render(view)[x: 100, y: 100])
    }

    /// Saturation 0 is grayscale 1 (red's luminance, 54 in every channel); 1 changes nothing.
    @Test func saturationScalesColorfulness() throws {
        let gray = try center(Color(red: 1, green: 0, blue: 0).saturation(0))
        #expect([gray.red, gray.green, gray.blue].allSatisfy { abs(Int($0) - 54) <= 1 }, "\(gray)")
        #expect(try center(Color(red: 1, green: 0, blue: 0).saturation(1)) == .init(red: 255, green: 0, blue: 0, alpha: 255))
    }

    /// Contrast 0 is mid grey whatever the color; contrast 2 pushes 75% grey to white.
    @Test func contrastMovesAwayFromMidGrey() throws {
        let flat = try center(Color(red: 0.9, green: 0.2, blue: 0.4).contrast(0))
        #expect([flat.red, flat.green, flat.blue].allSatisfy { abs(Int($0) - 128) <= 1 }, "\(flat)")
        let steep = try center(Color(red: 0.75, green: 0.75, blue: 0.75).contrast(2))
        #expect([steep.red, steep.green, steep.blue].allSatisfy { $0 == 255 }, "\(steep)")
    }

    /// Inverting red gives cyan, alpha kept.
    @Test func colorInvertComplementsEachComponent() throws {
        #expect(try center(Color(red: 1, green: 0, blue: 0).colorInvert()) == .init(red: 0, green: 255, blue: 255, alpha: 255))
    }

    /// A full turn changes nothing; a third of a turn takes pure red to a green (the W3C
    /// hue-rotate matrix: (0, 0.443, 0)).
    @Test func hueRotationTurnsHues() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let full = try center(red.hueRotation(.degrees(360)))
        #expect(abs(Int(full.red) - 255) <= 1 && full.green <= 1 && full.blue <= 1, "\(full)")
        let third = try center(red.hueRotation(.degrees(120)))
        #expect(third.red <= 1 && abs(Int(third.green) - 113) <= 1 && third.blue <= 1, "\(third)")
    }

    /// Multiplying white by a color gives that color: (1, 0.5, 0.25) draws (255, 128, 64); the
    /// system orange multiplies as it resolves where it stands, UIKit's dark (255, 159, 10) in the
    /// dark appearance and (255, 149, 0) in the light one; black stays black, and the page around
    /// the multiplied square stays white.
    @Test func colorMultiplyScalesEachComponent() throws {
        let white = Color(red: 1, green: 1, blue: 1)
        let tinted = try center(white.colorMultiply(Color(red: 1, green: 0.5, blue: 0.25)))
        #expect(tinted.red == 255 && abs(Int(tinted.green) - 128) <= 1 && abs(Int(tinted.blue) - 64) <= 1, "\(tinted)")
        let dark = try #require(try render(white.colorMultiply(.orange), appearance: .dark)[x: 100, y: 100])
        #expect(dark.red == 255 && abs(Int(dark.green) - 159) <= 1 && abs(Int(dark.blue) - 10) <= 1, "\(dark)")
        let light = try center(white.colorMultiply(.orange))
        #expect(light.red == 255 && abs(Int(light.green) - 149) <= 1 && light.blue <= 1, "\(light)")
        #expect(try center(Color(red: 0, green: 0, blue: 0).colorMultiply(.orange)) == .init(red: 0, green: 0, blue: 0, alpha: 255))
        let framed = try render(
            ZStack {
                Color.white
                white.frame(width: 80, height: 80).colorMultiply(Color(red: 0, green: 0, blue: 1))
            })
        #expect(framed[x: 100, y: 100] == .init(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(framed[x: 5, y: 5] == .init(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
