import Foundation
import Raster
import Testing

/// The C fast paths: blur mass and spread, gradients and their dither.
struct RasterTests {
    /// A square premultiplied BGRA buffer with one opaque white pixel in the middle.
    static func impulse(side: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        let centre = (side / 2 * side + side / 2) * 4
        for c in 0..<4 { pixels[centre + c] = 255 }
        return pixels
    }

    /// The alpha channel's total and its variance along x, in pixels².
    static func spread(_ pixels: [UInt8], side: Int) -> (mass: Double, variance: Double) {
        var mass = 0.0, moment = 0.0
        for y in 0..<side {
            for x in 0..<side {
                let a = Double(pixels[(y * side + x) * 4 + 3])
                mass += a
                moment += a * Double(x - side / 2) * Double(x - side / 2)
            }
        }
        return (mass, moment / mass)
    }

    @Test(arguments: [3.0, 20.0])
    func blurKeepsMassAndSpreadsBySigmaSquared(sigma: Double) {
        // A bright 40 px block rather than one pixel, so 8-bit rounding keeps the mass measurable.
        let side = 320
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        for y in (side / 2 - 20)..<(side / 2 + 20) { for x in (side / 2 - 20)..<(side / 2 + 20) { for c in 0..<4 { pixels[(y * side + x) * 4 + c] = 255 } } }
        let before = Self.spread(pixels, side: side)
        pixels.withUnsafeMutableBytes { GaussianBlur.apply(to: $0.baseAddress!, width: side, height: side, stride: side * 4, sigma: sigma) }
        let after = Self.spread(pixels, side: side)
        #expect(abs(after.mass - before.mass) / before.mass < 0.01, "mass \(before.mass) → \(after.mass)")
        // Variances add: the block's own plus sigma². Three odd-width boxes reach sigma² only to
        // within one box step (sigma 3: 8 px² for 9), so sigma itself is matched within 7%.
        let added = after.variance - before.variance
        #expect(abs(added - sigma * sigma) / (sigma * sigma) < 0.14, "variance added \(added) for sigma² \(sigma * sigma)")
    }

    @Test func aFlatColorIsUnchangedByBlur() {
        var pixels = [UInt8](repeating: 0, count: 64 * 64 * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) { (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (40, 90, 200, 255) }
        let original = pixels
        pixels.withUnsafeMutableBytes { GaussianBlur.apply(to: $0.baseAddress!, width: 64, height: 64, stride: 256, sigma: 12) }
        #expect(pixels == original)
    }

    @Test func blurOfASymmetricImageIsSymmetric() {
        let side = 101
        var pixels = Self.impulse(side: side)
        pixels.withUnsafeMutableBytes { GaussianBlur.apply(to: $0.baseAddress!, width: side, height: side, stride: side * 4, sigma: 5) }
        let row = side / 2
        for dx in 1..<20 {
            #expect(pixels[(row * side + 50 - dx) * 4 + 3] == pixels[(row * side + 50 + dx) * 4 + 3])
        }
    }

    /// Eight rows of a horizontal linear gradient between two colors, `width` pixels long.
    static func rows(width: Int, from a: [Double], to b: [Double], dither: Bool) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * 8 * 4)
        let stops = [GradientStop(location: 0, red: a[0], green: a[1], blue: a[2], opacity: 1),
                     GradientStop(location: 1, red: b[0], green: b[1], blue: b[2], opacity: 1)]
        pixels.withUnsafeMutableBytes {
            GradientFill.linear(into: $0.baseAddress!, width: width, height: 8, stride: width * 4,
                                start: CGPoint(x: 0, y: 0), end: CGPoint(x: width, y: 0), stops: stops, dither: dither)
        }
        return pixels
    }

    static let peach = [0xFD / 255.0, 0xE4 / 255.0, 0xD2 / 255.0], rose = [0xF9 / 255.0, 0xC7 / 255.0, 0xD6 / 255.0]

    @Test func gradientEndsAreTheStopColorsWithinOneLevel() {
        let pixels = Self.rows(width: 1179, from: Self.peach, to: Self.rose, dither: true)
        // BGRA, blue first; pixel centres sit half a pixel inside the ends.
        for (expected, got) in zip([0xD2, 0xE4, 0xFD, 0xFF], pixels[0..<4]) { #expect(abs(expected - Int(got)) <= 1) }
        for (expected, got) in zip([0xD6, 0xC7, 0xF9, 0xFF], pixels[(1178 * 4)..<(1179 * 4)]) { #expect(abs(expected - Int(got)) <= 1) }
    }

    @Test func ditherKeepsEveryBlocksMeanOnTheRamp() {
        // #FDE4D2 → #F9C7D6: green falls 29 levels over 1179 px, a visible band every ~40 px when
        // rounded. Dithered, every 8×8 block averages the exact ramp within a tenth of a level.
        func worstBlockError(_ pixels: [UInt8]) -> Double {
            var worst = 0.0
            for block in 0..<(1176 / 8) {
                var sum = 0.0, exact = 0.0
                for y in 0..<8 {
                    for x in (block * 8)..<(block * 8 + 8) {
                        sum += Double(pixels[(y * 1179 + x) * 4 + 1])
                        let t = (Double(x) + 0.5) / 1179
                        exact += 255 * (Self.peach[1] + (Self.rose[1] - Self.peach[1]) * t)
                    }
                }
                worst = max(worst, abs(sum - exact) / 64)
            }
            return worst
        }
        #expect(worstBlockError(Self.rows(width: 1179, from: Self.peach, to: Self.rose, dither: false)) > 0.4)
        #expect(worstBlockError(Self.rows(width: 1179, from: Self.peach, to: Self.rose, dither: true)) < 0.1)
    }

    @Test func angularGradientRunsClockwiseFromItsStartAngle() {
        let side = 101
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        let stops = [GradientStop(location: 0, red: 1, green: 0, blue: 0, opacity: 1), GradientStop(location: 1, red: 0, green: 0, blue: 1, opacity: 1)]
        pixels.withUnsafeMutableBytes {
            GradientFill.angular(into: $0.baseAddress!, width: side, height: side, stride: side * 4, center: CGPoint(x: 50.5, y: 50.5),
                                 startAngle: 0, endAngle: 2 * .pi, stops: stops, dither: false)
        }
        func red(_ x: Int, _ y: Int) -> Int { Int(pixels[(y * side + x) * 4 + 2]) }
        // Right of centre: the start (red); below (90° clockwise on screen): a quarter of the way; left: half.
        #expect(red(100, 50) > 250)
        #expect(abs(red(50, 100) - 191) <= 2)
        #expect(abs(red(0, 50) - 128) <= 2)
    }

    @Test func badStopsDrawNothingRatherThanCrash() {
        var pixels = [UInt8](repeating: 7, count: 16)
        pixels.withUnsafeMutableBytes {
            GradientFill.linear(into: $0.baseAddress!, width: 2, height: 2, stride: 8, start: .zero, end: CGPoint(x: 2, y: 0), stops: [], dither: true)
            GradientFill.linear(into: $0.baseAddress!, width: 2, height: 2, stride: 8, start: .zero, end: CGPoint(x: 2, y: 0),
                                stops: [GradientStop(location: .nan, red: 1, green: 1, blue: 1, opacity: 1)], dither: true)
            GaussianBlur.apply(to: $0.baseAddress!, width: 2, height: 2, stride: 8, sigma: .infinity)
        }
        #expect(pixels == [UInt8](repeating: 7, count: 16))
    }
}
