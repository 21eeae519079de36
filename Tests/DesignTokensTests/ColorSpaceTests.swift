import DesignTokens
import Testing

struct ColorSpaceTests {
    @Test(arguments: ["#FDE4D2", "#00E676", "#0A0A0C", "#FFFFFF", "#000000", "#123456"])
    func hexRoundTrip(hex: String) throws {
        #expect(try SRGBColor(hex: hex).hex == hex)
    }

    @Test func hexForms() throws {
        #expect(try SRGBColor(hex: "#fff") == .white)
        #expect(try SRGBColor(hex: "00e676").hex == "#00E676")
        let translucent = try SRGBColor(hex: "#FFFFFF80")
        #expect(abs(translucent.alpha - 128.0 / 255) < 1e-12)
        #expect(translucent.hex == "#FFFFFF80")
    }

    @Test(arguments: ["", "#", "#12", "#12345", "#GGGGGG", "#１２３", "#1234567", "12 345"])
    func malformedHexNamesTheInput(input: String) {
        do {
            _ = try SRGBColor(hex: input)
            Issue.record("accepted \(input)")
        } catch {
            #expect(error.input == input)
            #expect(error.description.contains("\"\(input)\""))
        }
    }

    @Test func linearRoundTrip() {
        for step in 0...255 {
            let channel = Double(step) / 255
            #expect(abs(SRGBColor.encode(SRGBColor.linearize(channel)) - channel) < 1e-12)
        }
        #expect(SRGBColor.linearize(0.04045) == 0.04045 / 12.92)
    }

    @Test func okLabReferenceValues() throws {
        let white = SRGBColor.white.okLab, black = SRGBColor.black.okLab
        #expect(abs(white.l - 1) < 1e-4 && abs(white.a) < 1e-4 && abs(white.b) < 1e-4)
        #expect(abs(black.l) < 1e-12)
        // Ottosson's published OKLab of sRGB red.
        let red = SRGBColor(red: 1, green: 0, blue: 0).okLab
        #expect(abs(red.l - 0.62796) < 1e-4 && abs(red.a - 0.22486) < 1e-4 && abs(red.b - 0.12585) < 1e-4)
        let back = SRGBColor(okLab: try SRGBColor(hex: "#FDE4D2").okLab)
        #expect(back.hex == "#FDE4D2")
    }

    @Test func interpolation() {
        for space in ColorInterpolationSpace.allCases {
            #expect(SRGBColor.black.interpolated(to: .white, fraction: 0, in: space) == .black)
            #expect(SRGBColor.black.interpolated(to: .white, fraction: 1, in: space) == .white)
            #expect(SRGBColor.black.interpolated(to: .white, fraction: .nan, in: space) == .black)
        }
        #expect(SRGBColor.black.interpolated(to: .white, fraction: 0.5, in: .sRGB).red == 0.5)
        #expect(abs(SRGBColor.black.interpolated(to: .white, fraction: 0.5, in: .okLab).okLab.l - 0.5) < 1e-7)
        #expect(abs(SRGBColor.black.interpolated(to: .white, fraction: 0.5, in: .linearSRGB).linearComponents.red - 0.5) < 1e-12)
    }

    @Test func nanChannelsAreZero() {
        #expect(SRGBColor(red: .nan, green: 2, blue: -1, alpha: .nan) == SRGBColor(red: 0, green: 1, blue: 0, alpha: 0))
    }
}
