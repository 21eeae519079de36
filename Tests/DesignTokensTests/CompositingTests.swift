import DesignTokens
import Testing

struct CompositingTests {
    @Test func halfWhiteOverBlackIsMidGrey() {
        let grey = SRGBColor.white.opacity(0.5).composited(over: .black)
        #expect(grey == SRGBColor(red: 0.5, green: 0.5, blue: 0.5))
        #expect(grey.hex == "#808080")
    }

    @Test func straightAlphaInAndOut() {
        // αo = 0.5 + 0.5·0.5 = 0.75; red = (1·0.5) / 0.75, blue = (1·0.5·0.5) / 0.75.
        let result = SRGBColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            .composited(over: SRGBColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(abs(result.alpha - 0.75) < 1e-12)
        #expect(abs(result.red - 2.0 / 3) < 1e-12 && result.green == 0 && abs(result.blue - 1.0 / 3) < 1e-12)
    }

    @Test func identities() throws {
        let tint = try SRGBColor(hex: "#00E67680")
        let base = try SRGBColor(hex: "#0A0A0C")
        #expect(SRGBColor.clear.composited(over: base) == base)
        #expect(tint.composited(over: .clear) == tint)
        #expect(base.composited(over: tint) == base)
        #expect(SRGBColor.clear.composited(over: .clear) == .clear)
    }

    @Test func flattenGoesBottomToTop() {
        #expect(SRGBColor.flatten([.white, .black.opacity(0.25)]).red == 0.75)
        #expect(SRGBColor.flatten([.black.opacity(0.25), .white]) == .white)
        #expect(SRGBColor.flatten([]) == .clear)
        let stacked = SRGBColor.flatten([.black, .white.opacity(0.5), .white.opacity(0.5)])
        #expect(abs(stacked.red - 0.75) < 1e-12 && stacked.alpha == 1)
    }
}
