import DesignTokens
import Testing

struct InterpolationTests {
    @Test(arguments: ColorInterpolationSpace.allCases)
    func endsAreExactAndFractionIsClamped(space: ColorInterpolationSpace) throws {
        let from = try SRGBColor(hex: "#FDE4D2")
        let to = try SRGBColor(hex: "#13313D80")
        #expect(from.interpolated(to: to, fraction: 0, in: space) == from)
        #expect(from.interpolated(to: to, fraction: 1, in: space) == to)
        #expect(from.interpolated(to: to, fraction: -3, in: space) == from)
        #expect(from.interpolated(to: to, fraction: 7, in: space) == to)
        #expect(from.interpolated(to: to, fraction: .nan, in: space) == from)
        #expect(from.interpolated(to: to, fraction: .infinity, in: space) == to)
    }

    @Test func midpointsOfBlackAndWhite() {
        #expect(SRGBColor.black.interpolated(to: .white, fraction: 0.5, in: .sRGB).red == 0.5)
        let linear = SRGBColor.black.interpolated(to: .white, fraction: 0.5, in: .linearSRGB)
        #expect(abs(linear.linearComponents.red - 0.5) < 1e-12)
        #expect(abs(linear.red - 0.735356983) < 1e-9)
        let perceptual = SRGBColor.black.interpolated(to: .white, fraction: 0.5, in: .okLab).okLab
        #expect(abs(perceptual.l - 0.5) < 1e-7 && abs(perceptual.a) < 1e-7 && abs(perceptual.b) < 1e-7)
    }

    @Test(arguments: ColorInterpolationSpace.allCases)
    func alphaIsLinear(space: ColorInterpolationSpace) {
        let mixed = SRGBColor.white.opacity(0.2).interpolated(to: .black.opacity(0.6), fraction: 0.25, in: space)
        #expect(abs(mixed.alpha - 0.3) < 1e-12)
    }

    @Test(arguments: ColorInterpolationSpace.allCases)
    func fadingToClearKeepsTheColor(space: ColorInterpolationSpace) {
        // CSS Color 4 §12.3: channels are premultiplied, so a fade to transparent black does not darken.
        let red = SRGBColor(red: 1, green: 0, blue: 0)
        let half = red.interpolated(to: .clear, fraction: 0.5, in: space)
        #expect(abs(half.alpha - 0.5) < 1e-12)
        #expect(abs(half.red - 1) < 1e-6 && half.green < 1e-6 && half.blue < 1e-6)
    }

    @Test func premultipliedMixByHand() {
        // (1·0.5 + (0·1 − 1·0.5)·0.5) / 0.75 = 1/3.
        let mixed = SRGBColor.white.opacity(0.5).interpolated(to: .black, fraction: 0.5)
        #expect(abs(mixed.alpha - 0.75) < 1e-12 && abs(mixed.red - 1.0 / 3) < 1e-12)
    }
}
