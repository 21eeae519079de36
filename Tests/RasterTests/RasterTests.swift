import Foundation
import Raster
import Testing

/// The C fast paths through the Swift wrapper: blur mass, spread, symmetry and determinism;
/// gradient colors, dither means and banding; bad input.
struct RasterTests {
    // MARK: Helpers

    /// A premultiplied BGRA buffer of `width` × `height`, all zero.
    static func blank(_ width: Int, _ height: Int) -> [UInt8] { [UInt8](repeating: 0, count: width * height * 4) }

    static func blur(_ pixels: inout [UInt8], width: Int, height: Int, sigma: Double) {
        pixels.withUnsafeMutableBytes {
            GaussianBlur.apply(to: $0.baseAddress!, width: width, height: height, stride: width * 4, sigma: sigma)
        }
    }

    /// The alpha channel's total and its variance along x about `centre`, in pixels².
    static func spread(_ pixels: [UInt8], width: Int, height: Int, centre: Double) -> (mass: Double, variance: Double) {
        var mass = 0.0
        var moment = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let a = Double(pixels[(y * width + x) * 4 + 3])
                mass += a
                moment += a * (Double(x) + 0.5 - centre) * (Double(x) + 0.5 - centre)
            }
        }
        return (mass, moment / mass)
    }

    /// BGRA of the pixel at (x, y) in a buffer `width` pixels wide.
    static func pixel(_ pixels: [UInt8], _ width: Int, _ x: Int, _ y: Int) -> [Int] {
        (0..<4).map { Int(pixels[(y * width + x) * 4 + $0]) }
    }

    static let peach = [0xFD / 255.0, 0xE4 / 255.0, 0xD2 / 255.0], rose = [0xF9 / 255.0, 0xC7 / 255.0, 0xD6 / 255.0]

    static func stops(_ a: [Double], _ b: [Double]) -> [GradientStop] {
        [
            GradientStop(location: 0, red: a[0], green: a[1], blue: a[2], opacity: 1),
            GradientStop(location: 1, red: b[0], green: b[1], blue: b[2], opacity: 1),
        ]
    }

    /// `height` rows of a horizontal linear gradient from the first to the last pixel edge.
    static func rows(width: Int, height: Int = 8, from a: [Double], to b: [Double], dither: Bool) -> [UInt8] {
        var pixels = blank(width, height)
        pixels.withUnsafeMutableBytes {
            GradientFill.linear(
                into: $0.baseAddress!, width: width, height: height, stride: width * 4,
                start: CGPoint(x: 0, y: 0), end: CGPoint(x: width, y: 0), stops: stops(a, b), dither: dither)
        }
        return pixels
    }

    // MARK: Blur

    /// The identity warp is skipped, and skipping it changes no byte: a warp by a matrix 1e-8 off
    /// the identity (run in full) gives every pixel back; a warp by one pixel moves them.
    @Test func theIdentityWarpIsSkippedWithoutChangingAByte() {
        var pixels = [UInt8](repeating: 0, count: 16 * 8 * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = UInt8((index * 37) % 256)
            pixels[index + 3] = alpha
            for channel in 0..<3 { pixels[index + channel] = UInt8((Int(alpha) * (channel + index) / 7) % (Int(alpha) + 1)) }
        }
        func warped(_ matrix: [Double]) -> [UInt8] {
            var copy = pixels
            copy.withUnsafeMutableBytes {
                ProjectiveWarp.apply(to: $0.baseAddress!, width: 16, height: 8, stride: 64, matrix: matrix)
            }
            return copy
        }
        #expect(ProjectiveWarp.isIdentity([1, 0, 0, 0, 1, 0, 0, 0, 1]))
        #expect(ProjectiveWarp.isIdentity(ProjectiveWarp.multiply([3, 0, 0, 0, 3, 0, 0, 0, 1], [1.0 / 3, 0, 0, 0, 1.0 / 3, 0, 0, 0, 1])))
        #expect(!ProjectiveWarp.isIdentity([1, 0, 1e-8, 0, 1, 0, 0, 0, 1]))
        let unchanged = warped([1, 0, 1e-8, 0, 1, 0, 0, 0, 1]) == pixels && warped([1, 0, 0, 0, 1, 0, 0, 0, 1]) == pixels
        #expect(unchanged)
        let moved = warped([1, 0, 1, 0, 1, 0, 0, 0, 1])
        #expect(moved != pixels && Array(moved[4..<8]) == Array(pixels[0..<4]))
    }

    /// A warp samples only where the content can land, and gives what sampling every pixel gives:
    /// a 6 × 5 card in a 48 × 40 transparent surface, turned in perspective and moved, compared
    /// byte for byte with the bilinear sampling of every pixel written out here.
    @Test func aWarpOfASmallCardIsTheSameAsSamplingEveryPixel() throws {
        let (width, height) = (48, 40)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 10..<15 {
            for x in 20..<26 {
                let index = (y * width + x) * 4
                pixels[index + 3] = UInt8(150 + x + y)
                for channel in 0..<3 { pixels[index + channel] = UInt8((x * 7 + y * 3 + channel * 20) % Int(pixels[index + 3])) }
            }
        }
        // Source → destination: a perspective with w from 0.9 to 1.1 over the surface, and a shift.
        let matrix: [Double] = [1.05, 0.1, 3, -0.08, 0.95, 4, 0.002, -0.001, 1]
        var warped = pixels
        warped.withUnsafeMutableBytes {
            ProjectiveWarp.apply(to: $0.baseAddress!, width: width, height: height, stride: width * 4, matrix: matrix)
        }
        let m = try #require(ProjectiveWarp.invert(matrix))
        var expected = [UInt8](repeating: 0, count: pixels.count)
        for y in 0..<height {
            for x in 0..<width {
                let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
                let w = m[6] * px + m[7] * py + m[8]
                guard w > 1e-9 else { continue }
                let sx = (m[0] * px + m[1] * py + m[2]) / w - 0.5
                let sy = (m[3] * px + m[4] * py + m[5]) / w - 0.5
                guard sx > -1, sy > -1, sx < Double(width), sy < Double(height) else { continue }
                let (x0, y0) = (Int(sx.rounded(.down)), Int(sy.rounded(.down)))
                let (tx, ty) = (sx - Double(x0), sy - Double(y0))
                var sum = [0.0, 0, 0, 0]
                for (yy, wy) in [(y0, 1 - ty), (y0 + 1, ty)] where yy >= 0 && yy < height {
                    for (xx, wx) in [(x0, 1 - tx), (x0 + 1, tx)] where xx >= 0 && xx < width {
                        for c in 0..<4 { sum[c] += wy * wx * Double(pixels[(yy * width + xx) * 4 + c]) }
                    }
                }
                let out = (y * width + x) * 4
                for c in 0..<4 { expected[out + c] = UInt8(min(sum[c] + 0.5, 255)) }
                for c in 0..<3 where expected[out + c] > expected[out + 3] { expected[out + c] = expected[out + 3] }
            }
        }
        let same = warped == expected
        #expect(same, "the warp differs from sampling every pixel")
        #expect(warped != pixels && warped.contains { $0 != 0 })
    }

    @Test func aFlatColorIsUnchangedByBlur() {
        for sigma in [0.7, 3, 12, 30] {
            var pixels = Self.blank(97, 64)
            for i in stride(from: 0, to: pixels.count, by: 4) {
                (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (40, 90, 200, 230)
            }
            let original = pixels
            Self.blur(&pixels, width: 97, height: 64, sigma: sigma)
            #expect(pixels == original, "sigma \(sigma)")
        }
    }

    /// A bright 24 px square (an impulse that survives 8-bit output: one pixel spread over a sigma-20
    /// Gaussian would round to nothing) in the middle of a big black image: the total is kept within
    /// 1% and the variance along x grows by sigma² within 10%.
    @Test(arguments: [3.0, 20.0])
    func anImpulseSpreadsBySigmaSquaredKeepingItsMass(sigma: Double) {
        let side = 400
        var pixels = Self.blank(side, side)
        for y in 188..<212 { for x in 188..<212 { for c in 0..<4 { pixels[(y * side + x) * 4 + c] = 255 } } }
        let before = Self.spread(pixels, width: side, height: side, centre: 200)
        Self.blur(&pixels, width: side, height: side, sigma: sigma)
        let after = Self.spread(pixels, width: side, height: side, centre: 200)
        #expect(abs(after.mass - before.mass) / before.mass < 0.01, "mass \(before.mass) → \(after.mass)")
        let added = after.variance - before.variance
        #expect(abs(added - sigma * sigma) / (sigma * sigma) < 0.10, "variance added \(added) for sigma² \(sigma * sigma)")
    }

    /// A one-pixel-wide vertical line is a 1-D impulse: its profile along x is the Gaussian.
    @Test(arguments: [3.0, 20.0])
    func aLineSpreadsBySigmaSquared(sigma: Double) {
        let (width, height) = (320, 64)
        var pixels = Self.blank(width, height)
        for y in 0..<height { for c in 0..<4 { pixels[(y * width + 160) * 4 + c] = 255 } }
        Self.blur(&pixels, width: width, height: height, sigma: sigma)
        let result = Self.spread(pixels, width: width, height: height, centre: 160.5)
        #expect(abs(result.mass - 255 * Double(height)) / (255 * Double(height)) < 0.01, "mass \(result.mass)")
        #expect(abs(result.variance - sigma * sigma) / (sigma * sigma) < 0.10, "variance \(result.variance) for sigma² \(sigma * sigma)")
        // The peak of a sampled Gaussian: 255 / (sigma √2π).
        let peak = Double(pixels[(32 * width + 160) * 4 + 3])
        #expect(abs(peak - 255 / (sigma * (2 * Double.pi).squareRoot())) <= max(2, 0.06 * peak), "peak \(peak)")
    }

    @Test(arguments: [5.0, 20.0, 40.0])
    func blurOfAMirrorSymmetricImageIsMirrorSymmetric(sigma: Double) {
        // Width a multiple of 4, so the reduced paths' blocks are symmetric too.
        let (width, height) = (200, 60)
        var pixels = Self.blank(width, height)
        for y in 20..<40 {
            for (x, value) in [(30, 255), (31, 255), (99, 120)] as [(Int, UInt8)] {
                for c in 0..<4 { pixels[(y * width + x) * 4 + c] = value }
                for c in 0..<4 { pixels[(y * width + (width - 1 - x)) * 4 + c] = value }
            }
        }
        Self.blur(&pixels, width: width, height: height, sigma: sigma)
        var asymmetric = 0
        for y in 0..<height {
            for x in 0..<(width / 2) where Self.pixel(pixels, width, x, y) != Self.pixel(pixels, width, width - 1 - x, y) {
                asymmetric += 1
            }
        }
        #expect(asymmetric == 0)
        #expect(pixels[(30 * width + 40) * 4 + 3] > 0, "the blur spread")
    }

    @Test func blurIsDeterministic() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        var source = Self.blank(301, 203)
        for i in stride(from: 0, to: source.count, by: 4) {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let a = UInt8(truncatingIfNeeded: seed >> 56)
            source[i + 3] = a
            for c in 0..<3 { source[i + c] = UInt8(UInt16(truncatingIfNeeded: seed >> (8 * UInt64(c + 2))) % (UInt16(a) + 1)) }
        }
        for sigma in [2.0, 12, 30] {
            var first = source
            var second = source
            Self.blur(&first, width: 301, height: 203, sigma: sigma)
            Self.blur(&second, width: 301, height: 203, sigma: sigma)
            #expect(first == second)
            #expect(first != source)
            // Still premultiplied: no color channel above alpha.
            #expect(stride(from: 0, to: first.count, by: 4).allSatisfy { i in (0..<3).allSatisfy { first[i + $0] <= first[i + 3] } })
        }
    }

    /// A black shadow's silhouette (every color channel 0, alpha anything) blurred through the
    /// alpha-only path gives the four-channel blur's bytes, at every reduction factor (σ 3 full
    /// size, 12 half, 30 quarter) and at sizes the factors do not divide; on a colored image it
    /// blurs the alpha exactly as the full blur does and leaves the colors alone.
    @Test func theAlphaOnlyBlurGivesTheFullBlursBytesForABlackSilhouette() {
        let (width, height) = (157, 94)
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        var silhouette = Self.blank(width, height)
        var colored = Self.blank(width, height)
        for i in stride(from: 0, to: silhouette.count, by: 4) {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let inside = (i / 4) % width > 30 && (i / 4) / width > 20
            silhouette[i + 3] = inside ? UInt8(truncatingIfNeeded: seed >> 56) : 0
            colored[i + 3] = silhouette[i + 3]
            for c in 0..<3 {
                colored[i + c] = UInt8(UInt16(truncatingIfNeeded: seed >> (8 * UInt64(c + 1))) % (UInt16(colored[i + 3]) + 1))
            }
        }
        for sigma in [3.0, 12, 30] {
            var full = silhouette
            var alpha = silhouette
            Self.blur(&full, width: width, height: height, sigma: sigma)
            alpha.withUnsafeMutableBytes {
                GaussianBlur.apply(to: $0.baseAddress!, width: width, height: height, stride: width * 4, sigma: sigma, alphaOnly: true)
            }
            #expect(full != silhouette)
            #expect(alpha == full, "σ \(sigma)")
            var coloredFull = colored
            var coloredAlpha = colored
            Self.blur(&coloredFull, width: width, height: height, sigma: sigma)
            coloredAlpha.withUnsafeMutableBytes {
                GaussianBlur.apply(to: $0.baseAddress!, width: width, height: height, stride: width * 4, sigma: sigma, alphaOnly: true)
            }
            for i in stride(from: 0, to: colored.count, by: 4) {
                #expect(coloredAlpha[i + 3] == coloredFull[i + 3])
                #expect(Array(coloredAlpha[i..<(i + 3)]) == Array(colored[i..<(i + 3)]))
            }
        }
    }

    /// glibc takes both settings that keep a picture's freed buffers for the next (D224).
    @Test func freedBuffersAreKeptOnGlibc() {
        #expect(FrameMemory.keepFreedBuffers())
    }

    @Test func blurRespectsTheStrideAndLeavesPaddingAlone() {
        let (width, height, stride) = (40, 30, 40 * 4 + 24)
        var pixels = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 36..<40 { for c in 0..<4 { pixels[y * stride + x * 4 + c] = 255 } }
            for p in (width * 4)..<stride { pixels[y * stride + p] = 77 }
        }
        pixels.withUnsafeMutableBytes { GaussianBlur.apply(to: $0.baseAddress!, width: width, height: height, stride: stride, sigma: 4) }
        for y in 0..<height { for p in (width * 4)..<stride { #expect(pixels[y * stride + p] == 77) } }
        // The edge extends (each pass extends its edge pixel): the right edge stays bright (a
        // 4 px bar one sigma wide would fall to about half without it), the left stays black.
        #expect(pixels[15 * stride + 39 * 4 + 3] > 170)
        #expect(pixels[15 * stride + 3] == 0)
    }

    @Test func sigmaForARadiusIsTheRadius() {
        #expect(GaussianBlur.sigma(forRadius: 10) == 10)
        #expect(GaussianBlur.sigma(forRadius: -3) == 0)
        #expect(GaussianBlur.sigma(forRadius: .nan) == 0)
    }

    // MARK: Gradients

    @Test func linearGradientEndsAreTheStopColorsWithinOneLevel() {
        for dither in [true, false] {
            let pixels = Self.rows(width: 1179, from: Self.peach, to: Self.rose, dither: dither)
            for y in 0..<8 {
                for (expected, got) in zip([0xD2, 0xE4, 0xFD, 0xFF], Self.pixel(pixels, 1179, 0, y)) { #expect(abs(expected - got) <= 1) }
                for (expected, got) in zip([0xD6, 0xC7, 0xF9, 0xFF], Self.pixel(pixels, 1179, 1178, y)) {
                    #expect(abs(expected - got) <= 1)
                }
            }
        }
    }

    @Test func aDitheredRowAveragesTheExactRamp() {
        // Green falls 29 levels over 1179 px. Every single dithered row (not just 8×8 blocks, as
        // Bayer's matrix would give: its rows are biased by up to 0.16 of a level) averages the
        // exact float ramp within a tenth of a level, over the whole row and over 64 px stretches.
        let width = 1179
        func exact(_ x: Int) -> Double { 255 * (Self.peach[1] + (Self.rose[1] - Self.peach[1]) * (Double(x) + 0.5) / Double(width)) }
        func worst(_ pixels: [UInt8], span: Int) -> Double {
            var worst = 0.0
            for y in 0..<8 {
                for start in Swift.stride(from: 0, through: width - span, by: span) {
                    var sum = 0.0
                    var target = 0.0
                    for x in start..<(start + span) {
                        sum += Double(pixels[(y * width + x) * 4 + 1])
                        target += exact(x)
                    }
                    worst = max(worst, abs(sum - target) / Double(span))
                }
            }
            return worst
        }
        let dithered = Self.rows(width: width, from: Self.peach, to: Self.rose, dither: true)
        #expect(worst(dithered, span: 1176) < 0.1, "whole row")
        #expect(worst(dithered, span: 64) < 0.1, "64 px stretches")
    }

    @Test func ditherBreaksTheBands() {
        // #FDE4D2 → #F9C7D6 across 1179 px: rounded, a row holds runs of ~40 identical pixels
        // (green's 8-bit bands); dithered, runs stay under 25 (the longest sit where green crosses
        // a whole level, where ±½-level dither rightly leaves most pixels on that level).
        func longestRun(_ pixels: [UInt8]) -> Int {
            var longest = 0
            for y in 0..<8 {
                var run = 1
                for x in 1..<1179 {
                    run = Self.pixel(pixels, 1179, x, y) == Self.pixel(pixels, 1179, x - 1, y) ? run + 1 : 1
                    longest = max(longest, run)
                }
            }
            return longest
        }
        let plain = longestRun(Self.rows(width: 1179, from: Self.peach, to: Self.rose, dither: false))
        let dithered = longestRun(Self.rows(width: 1179, from: Self.peach, to: Self.rose, dither: true))
        #expect(plain >= 38, "without dither: \(plain)")
        #expect(dithered <= 24, "with dither: \(dithered)")
    }

    @Test func linearGradientAlongADiagonalAndWithThreeStops() {
        // Red → green at 0.25 → blue, top-left to bottom-right of a 100 × 100 square.
        let stops = [
            GradientStop(location: 1, red: 0, green: 0, blue: 1, opacity: 1),
            GradientStop(location: 0, red: 1, green: 0, blue: 0, opacity: 1),
            GradientStop(location: 0.25, red: 0, green: 1, blue: 0, opacity: 1),
        ]
        var pixels = Self.blank(100, 100)
        pixels.withUnsafeMutableBytes {
            GradientFill.linear(
                into: $0.baseAddress!, width: 100, height: 100, stride: 400, start: .zero, end: CGPoint(x: 100, y: 100),
                stops: stops, dither: false)
        }
        // Pixel (24, 25): centre (24.5, 25.5), t = 0.25 exactly: pure green.
        #expect(Self.pixel(pixels, 100, 24, 25) == [0, 255, 0, 255])
        // Pixel (49, 50): t = 0.5, a third of the way from green to blue.
        let mid = Self.pixel(pixels, 100, 49, 50)
        #expect(abs(mid[0] - 85) <= 1 && abs(mid[1] - 170) <= 1 && mid[2] == 0)
        // The anti-diagonal has one t: every pixel on it is the same color.
        #expect(Self.pixel(pixels, 100, 10, 89) == Self.pixel(pixels, 100, 89, 10))
    }

    @Test func translucentStopsArePremultiplied() {
        let stops = [
            GradientStop(location: 0, red: 1, green: 0.5, blue: 0, opacity: 0.5),
            GradientStop(location: 1, red: 1, green: 0.5, blue: 0, opacity: 0.5),
        ]
        var pixels = Self.blank(16, 16)
        pixels.withUnsafeMutableBytes {
            GradientFill.linear(
                into: $0.baseAddress!, width: 16, height: 16, stride: 64, start: .zero, end: CGPoint(x: 16, y: 0),
                stops: stops, dither: true)
        }
        // 0.5 × 255 = 127.5 dithers between 127 and 128, half each; green is 63.75.
        var alpha = 0
        var green = 0
        for y in 0..<16 {
            for x in 0..<16 {
                let p = Self.pixel(pixels, 16, x, y)
                alpha += p[3]
                green += p[1]
                #expect(p[2] <= p[3] && p[0] == 0)
            }
        }
        #expect(abs(Double(alpha) / 256 - 127.5) < 0.01)
        #expect(abs(Double(green) / 256 - 63.75) < 0.02)
    }

    @Test func angularGradientHasItsStopColorsAt0And90And180Degrees() {
        let side = 101
        var pixels = Self.blank(side, side)
        let stops = [
            GradientStop(location: 0, red: 1, green: 0, blue: 0, opacity: 1),
            GradientStop(location: 0.25, red: 0, green: 1, blue: 0, opacity: 1),
            GradientStop(location: 0.5, red: 0, green: 0, blue: 1, opacity: 1),
            GradientStop(location: 1, red: 1, green: 1, blue: 1, opacity: 1),
        ]
        pixels.withUnsafeMutableBytes {
            GradientFill.angular(
                into: $0.baseAddress!, width: side, height: side, stride: side * 4, center: CGPoint(x: 50.5, y: 50.5),
                startAngle: 0, endAngle: 2 * .pi, stops: stops, dither: false)
        }
        // 0°: right of centre, on the +x axis; 90° clockwise on screen: below; 180°: left.
        #expect(Self.pixel(pixels, side, 100, 50) == [0, 0, 255, 255])
        #expect(Self.pixel(pixels, side, 50, 100) == [0, 255, 0, 255])
        #expect(Self.pixel(pixels, side, 0, 50) == [255, 0, 0, 255])
        // 270° (above): halfway from blue to white.
        let up = Self.pixel(pixels, side, 50, 0)
        #expect(up[0] == 255 && abs(up[1] - 128) <= 1 && abs(up[2] - 128) <= 1)
    }

    @Test func angularGradientWithAPartialSweepFillsTheGapWithTheNearerEnd() {
        // 0° → 90°: red → blue; the 270° gap splits at 225° (up-left).
        let side = 101
        var pixels = Self.blank(side, side)
        pixels.withUnsafeMutableBytes {
            GradientFill.angular(
                into: $0.baseAddress!, width: side, height: side, stride: side * 4, center: CGPoint(x: 50.5, y: 50.5),
                startAngle: 0, endAngle: .pi / 2, stops: Self.stops([1, 0, 0], [0, 0, 1]), dither: false)
        }
        // 45° (down-right): half way.
        let mid = Self.pixel(pixels, side, 90, 90)
        #expect(abs(mid[0] - 128) <= 1 && abs(mid[2] - 128) <= 1)
        #expect(Self.pixel(pixels, side, 0, 60) == [255, 0, 0, 255], "180°: nearer the end (blue)")
        #expect(Self.pixel(pixels, side, 60, 0) == [0, 0, 255, 255], "270°: nearer the start (red)")
    }

    @Test func radialGradientCentreAndEdgeColors() {
        let side = 201
        var pixels = Self.blank(side, side)
        pixels.withUnsafeMutableBytes {
            GradientFill.radial(
                into: $0.baseAddress!, width: side, height: side, stride: side * 4, center: CGPoint(x: 100.5, y: 100.5),
                startRadius: 0, endRadius: 80, stops: Self.stops(Self.peach, Self.rose), dither: true)
        }
        for (expected, got) in zip([0xD2, 0xE4, 0xFD, 0xFF], Self.pixel(pixels, side, 100, 100)) { #expect(abs(expected - got) <= 1) }
        // Beyond the end radius: the last stop, padded.
        for (x, y) in [(0, 0), (200, 100), (100, 200), (190, 30)] {
            for (expected, got) in zip([0xD6, 0xC7, 0xF9, 0xFF], Self.pixel(pixels, side, x, y)) { #expect(abs(expected - got) <= 1) }
        }
        // Radius 40 (half way): green halfway from E4 to C7 within a level.
        #expect(abs(Self.pixel(pixels, side, 140, 100)[1] - (0xE4 + 0xC7) / 2) <= 1)
    }

    /// An elliptical gradient twice as wide as tall: the contour of location 0.5 passes 40 px right
    /// of the centre and 20 px below it, where a circle would pass 40 px below.
    @Test func ellipticalGradientContoursFollowTheAspect() {
        let (width, height) = (201, 101)
        var pixels = Self.blank(width, height)
        pixels.withUnsafeMutableBytes {
            GradientFill.elliptical(
                into: $0.baseAddress!, width: width, height: height, stride: width * 4, center: CGPoint(x: 100.5, y: 50.5),
                startRadius: 0, endRadius: 80, aspect: 0.5, stops: Self.stops([1, 0, 0], [0, 0, 1]), dither: false)
        }
        let right = Self.pixel(pixels, width, 140, 50)
        let below = Self.pixel(pixels, width, 100, 70)
        #expect(abs(right[0] - 128) <= 1 && abs(right[2] - 127) <= 1)
        #expect(abs(below[0] - right[0]) <= 1 && abs(below[2] - right[2]) <= 1)
        // The last stop on the ellipse's end contour and beyond: 80 px right, 40 px down.
        #expect(Self.pixel(pixels, width, 190, 50) == [255, 0, 0, 255], "blue, BGRA")
        #expect(Self.pixel(pixels, width, 100, 95) == [255, 0, 0, 255])
        // An aspect that is not positive draws nothing.
        var untouched = Self.blank(4, 4)
        untouched.withUnsafeMutableBytes {
            GradientFill.elliptical(
                into: $0.baseAddress!, width: 4, height: 4, stride: 16, center: .zero, startRadius: 0, endRadius: 2, aspect: 0,
                stops: Self.stops([1, 0, 0], [0, 0, 1]), dither: false)
        }
        #expect(untouched == Self.blank(4, 4))
    }

    // MARK: Bad input

    @Test func validateSortsClampsAndThrows() throws {
        let sorted = try GradientFill.validate([
            GradientStop(location: 1.5, red: 2, green: -1, blue: 0.5, opacity: 1),
            GradientStop(location: 0.2, red: 0, green: 0, blue: 0, opacity: 1),
        ])
        #expect(sorted.map(\.location) == [0.2, 1])
        #expect(sorted[1] == GradientStop(location: 1, red: 1, green: 0, blue: 0.5, opacity: 1))
        #expect(throws: GradientError.noStops) { try GradientFill.validate([]) }
        #expect(throws: GradientError.nonFiniteStop(index: 1)) {
            try GradientFill.validate([
                GradientStop(location: 0, red: 1, green: 1, blue: 1, opacity: 1),
                GradientStop(location: 1, red: .infinity, green: 1, blue: 1, opacity: 1),
            ])
        }
    }

    @Test func badInputDrawsNothingRatherThanCrash() {
        var pixels = [UInt8](repeating: 7, count: 16)
        let good = Self.stops([1, 1, 1], [0, 0, 0])
        pixels.withUnsafeMutableBytes {
            let p = $0.baseAddress!
            GradientFill.linear(into: p, width: 2, height: 2, stride: 8, start: .zero, end: CGPoint(x: 2, y: 0), stops: [], dither: true)
            GradientFill.linear(
                into: p, width: 2, height: 2, stride: 8, start: .zero, end: CGPoint(x: 2, y: 0),
                stops: [GradientStop(location: .nan, red: 1, green: 1, blue: 1, opacity: 1)], dither: true)
            GradientFill.linear(
                into: p, width: 2, height: 2, stride: 8, start: CGPoint(x: CGFloat.nan, y: 0), end: .zero, stops: good, dither: true)
            GradientFill.radial(
                into: p, width: 2, height: 2, stride: 8, center: .zero, startRadius: 0, endRadius: .infinity, stops: good, dither: true)
            GradientFill.angular(
                into: p, width: 2, height: 2, stride: 8, center: .zero, startAngle: .nan, endAngle: 1, stops: good, dither: true)
            GradientFill.linear(into: p, width: 2, height: 2, stride: 4, start: .zero, end: CGPoint(x: 2, y: 0), stops: good, dither: true)
            GradientFill.linear(into: p, width: -1, height: 2, stride: 8, start: .zero, end: CGPoint(x: 2, y: 0), stops: good, dither: true)
            GaussianBlur.apply(to: p, width: 2, height: 2, stride: 8, sigma: .infinity)
            GaussianBlur.apply(to: p, width: 2, height: 2, stride: 8, sigma: .nan)
            GaussianBlur.apply(to: p, width: 2, height: 2, stride: 8, sigma: -4)
            GaussianBlur.apply(to: p, width: 2, height: 2, stride: 4, sigma: 4)
        }
        #expect(pixels == [UInt8](repeating: 7, count: 16))
    }

    @Test func degenerateGeometryStillDraws() {
        var pixels = Self.blank(4, 4)
        let stops = Self.stops([1, 0, 0], [0, 0, 1])
        pixels.withUnsafeMutableBytes {
            // start == end: the first stop fills.
            GradientFill.linear(
                into: $0.baseAddress!, width: 4, height: 4, stride: 16, start: CGPoint(x: 2, y: 2), end: CGPoint(x: 2, y: 2),
                stops: stops, dither: true)
        }
        #expect(Self.pixel(pixels, 4, 3, 3) == [0, 0, 255, 255])
        // A tiny image at a huge sigma: every pixel becomes the mean of a flat image.
        var tiny = [UInt8](repeating: 200, count: 3 * 2 * 4)
        Self.blur(&tiny, width: 3, height: 2, sigma: 500)
        #expect(tiny == [UInt8](repeating: 200, count: 24))
    }
}
