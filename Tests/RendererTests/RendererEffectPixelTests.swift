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
}
