import Foundation
import HeadlessSwiftUI
import ImageEncoding
import Testing

/// `blendMode(_:)` and `luminanceToAlpha()` drawn. Blend modes are the PDF/Core Graphics formulas
/// (Apple: `BlendMode` lists Core Graphics' modes): multiply is the product of the components,
/// screen the complement of the product of the complements, difference the absolute difference;
/// `luminanceToAlpha` is SVG's `feColorMatrix` luminance to alpha.
@MainActor
struct BlendModePixelTests {
    /// The pixel at the centre of an 80 pt square of `top` blended onto a full page of `backdrop`,
    /// and one on the page outside the square.
    func blended(_ top: Color, onto backdrop: Color, _ mode: BlendMode) throws -> (inside: PixelImage.Pixel, outside: PixelImage.Pixel) {
        let image = try render(
            ZStack {
                backdrop
                top.frame(width: 80, height: 80).blendMode(mode)
            })
        return (try #require(image[x: 100, y: 100]), try #require(image[x: 10, y: 10]))
    }

    func near(_ pixel: PixelImage.Pixel, _ red: Int, _ green: Int, _ blue: Int) -> Bool {
        abs(Int(pixel.red) - red) <= 1 && abs(Int(pixel.green) - green) <= 1 && abs(Int(pixel.blue) - blue) <= 1
    }

    @Test func multiplyScreenAndDifferenceFollowTheirFormulas() throws {
        let backdrop = Color(red: 0.2, green: 0.4, blue: 0.6)
        let top = Color(red: 0.5, green: 0.5, blue: 1)
        // Normal: the square's own color; the page outside is untouched.
        let normal = try blended(top, onto: backdrop, .normal)
        #expect(near(normal.inside, 128, 128, 255) && near(normal.outside, 51, 102, 153), "\(normal)")
        // Multiply: 0.5 × 0.2, 0.5 × 0.4, 1 × 0.6.
        let multiply = try blended(top, onto: backdrop, .multiply)
        #expect(near(multiply.inside, 26, 51, 153) && near(multiply.outside, 51, 102, 153), "\(multiply)")
        // Screen: 1 − (1 − 0.5)(1 − 0.2) = 0.6, 1 − 0.5 × 0.6 = 0.7, 1.
        let screen = try blended(top, onto: backdrop, .screen)
        #expect(near(screen.inside, 153, 179, 255), "\(screen)")
        // Difference: |0.5 − 0.2| = 0.3, 0.1, 0.4.
        let difference = try blended(top, onto: backdrop, .difference)
        #expect(near(difference.inside, 77, 26, 102), "\(difference)")
    }

    /// White turns opaque black, black turns clear and shows the page behind.
    @Test func luminanceBecomesOpacity() throws {
        let image = try render(
            ZStack {
                Color(red: 1, green: 0, blue: 0)
                HStack(spacing: 0) {
                    Color(red: 1, green: 1, blue: 1).frame(width: 50, height: 50)
                    Color(red: 0, green: 0, blue: 0).frame(width: 50, height: 50)
                }
                .luminanceToAlpha()
            })
        let white = try #require(image[x: 75, y: 100])
        let black = try #require(image[x: 125, y: 100])
        #expect(near(white, 0, 0, 0), "\(white)")
        #expect(near(black, 255, 0, 0), "\(black)")
    }
}
