import DesignTokens
import Foundation
import Testing

struct ColorSpaceTests {
    @Test func linearRoundTrip() {
        for step in 0...1000 {
            let channel = Double(step) / 1000
            #expect(abs(SRGBColor.encode(SRGBColor.linearize(channel)) - channel) < 1e-12)
            #expect(abs(SRGBColor.linearize(SRGBColor.encode(channel)) - channel) < 1e-12)
        }
    }

    @Test func transferFunctionBranches() {
        #expect(SRGBColor.linearize(0.04045) == 0.04045 / 12.92)
        #expect(SRGBColor.linearize(0.5) == pow(0.555 / 1.055, 2.4))
        #expect(SRGBColor.linearize(1) == 1)
        #expect(SRGBColor.encode(0.0031308) == 0.0031308 * 12.92)
        #expect(abs(SRGBColor.encode(0.5) - (1.055 * pow(0.5, 1 / 2.4) - 0.055)) < 1e-15)
    }

    @Test func linearInitializerRoundTrips() throws {
        let color = try SRGBColor(hex: "#3C7AB4")
        let (r, g, b) = color.linearComponents
        let back = SRGBColor(linearRed: r, linearGreen: g, linearBlue: b, alpha: 0.5)
        #expect(abs(back.red - color.red) < 1e-12 && abs(back.green - color.green) < 1e-12 && abs(back.blue - color.blue) < 1e-12)
        #expect(back.alpha == 0.5)
    }

    @Test func okLabReferenceValues() {
        let white = SRGBColor.white.okLab
        let black = SRGBColor.black.okLab
        #expect(abs(white.l - 1) < 1e-4 && abs(white.a) < 1e-4 && abs(white.b) < 1e-4)
        #expect(black == OKLab(l: 0, a: 0, b: 0))
        // Ottosson's published OKLab of sRGB red; CSS Color 4 gives it as oklch(62.8% 0.2577 29.23).
        let red = SRGBColor(red: 1, green: 0, blue: 0).okLab
        #expect(abs(red.l - 0.62796) < 1e-4 && abs(red.a - 0.22486) < 1e-4 && abs(red.b - 0.12585) < 1e-4)
        #expect(abs(red.chroma - 0.2577) < 1e-4 && abs(red.hueDegrees - 29.23) < 1e-2)
    }

    @Test(arguments: ["#FDE4D2", "#00E676", "#0A0A0C", "#FF3B5C", "#007AFF", "#123456"])
    func okLabRoundTrip(hex: String) throws {
        let color = try SRGBColor(hex: hex)
        // Ottosson's matrices are published to 10 digits, so they invert each other to about 1e-7 only.
        let back = SRGBColor(okLab: color.okLab)
        #expect(abs(back.red - color.red) < 1e-6 && abs(back.green - color.green) < 1e-6 && abs(back.blue - color.blue) < 1e-6)
        #expect(back.hex == color.hex)
        let lab = color.okLab
        let polar = OKLab(lightness: lab.l, chroma: lab.chroma, hueDegrees: lab.hueDegrees)
        #expect(polar.distance(to: lab) < 1e-12)
    }

    @Test func okLchHueAndDistance() {
        #expect(OKLab(l: 0.5, a: 0, b: 0).hueDegrees == 0)
        #expect(abs(OKLab(l: 0.5, a: 0, b: -0.1).hueDegrees - 270) < 1e-12)
        #expect(OKLab(l: 0, a: 0, b: 0).distance(to: OKLab(l: 0.3, a: 0.4, b: 0)) == 0.5)
    }

    @Test func outOfGamutOKLabIsClamped() {
        let vivid = SRGBColor(okLab: OKLab(lightness: 0.7, chroma: 0.4, hueDegrees: 150))
        for channel in [vivid.red, vivid.green, vivid.blue] { #expect((0...1).contains(channel)) }
        #expect(SRGBColor(okLab: OKLab(l: .nan, a: 0, b: 0)) == .black)
    }

    @Test func nanChannelsAreZero() {
        #expect(SRGBColor(red: .nan, green: 2, blue: -1, alpha: .nan) == SRGBColor(red: 0, green: 1, blue: 0, alpha: 0))
    }
}
