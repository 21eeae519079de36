import DesignTokens
import Foundation
import Testing

struct ContrastTests {
    static func hex(_ string: String) -> SRGBColor { try! SRGBColor(hex: string) }

    /// WCAG 2.2's formula, written out again here so the test does not trust the code under test.
    static func reference(_ a: String, _ b: String) -> Double {
        func l(_ hex: String) -> Double {
            let v = Int(hex.dropFirst(), radix: 16)!
            let bytes: [Int] = [(v >> 16) & 255, (v >> 8) & 255, v & 255]
            let c: [Double] = bytes.map { (byte: Int) -> Double in
                let s = Double(byte) / 255
                return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
        }
        let (x, y) = (l(a), l(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test func blackOnWhiteIs21() {
        #expect(SRGBColor.contrastRatio(.black, .white) == 21)
        #expect(SRGBColor.contrastRatio(.white, .white) == 1)
    }

    @Test func greysAroundTheAAThreshold() {
        let fails = SRGBColor.contrastRatio(Self.hex("#777777"), .white)
        let passes = SRGBColor.contrastRatio(Self.hex("#767676"), .white)
        #expect(abs(fails - 4.48) < 0.005)
        #expect(!ContrastRequirement.normalText.isMet(by: fails))
        #expect(abs(passes - 4.54) < 0.005)
        #expect(ContrastRequirement.normalText.isMet(by: passes))
    }

    @Test(arguments: [("#00E676", "#0A0A0C"), ("#FF3B5C", "#FFFFFF"), ("#3C3C43", "#F2F2F7"), ("#007AFF", "#FFFFFF")])
    func matchesTheFormula(a: String, b: String) {
        #expect(abs(SRGBColor.contrastRatio(Self.hex(a), Self.hex(b)) - Self.reference(a, b)) < 1e-12)
    }

    @Test func unroundedThreshold() {
        #expect(!ContrastRequirement.normalText.isMet(by: 4.499))
        #expect(ContrastRequirement.largeText.isMet(by: 3))
    }

    @Test func translucentForegroundIsCompositedFirst() {
        // White at 50% over black is 0.5 grey per channel.
        let grey = SRGBColor.white.opacity(0.5).composited(over: .black)
        #expect(abs(grey.red - 0.5) < 1e-12 && grey.alpha == 1)
        #expect(abs(SRGBColor.white.opacity(0.5).contrastRatio(over: .black) - SRGBColor.contrastRatio(grey, .black)) < 1e-12)
    }

    @Test func compositingKeepsStraightAlpha() {
        let result = SRGBColor(red: 1, green: 0, blue: 0, alpha: 0.5).composited(over: SRGBColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(abs(result.alpha - 0.75) < 1e-12)
        #expect(abs(result.red - 2.0 / 3) < 1e-12 && abs(result.blue - 1.0 / 3) < 1e-12)
        #expect(SRGBColor.flatten([.white, .black.opacity(0.25)]).red == 0.75)
    }

    @Test func apcaReferencePairs() {
        // APCA-W3 0.0.98G-4g reference values: #888 text on white and white on #888.
        #expect(abs(APCA.lightnessContrast(text: Self.hex("#888888"), background: .white) - 63.056) < 0.01)
        #expect(abs(APCA.lightnessContrast(text: .white, background: Self.hex("#888888")) + 68.54) < 0.01)
        #expect(APCA.lightnessContrast(text: .white, background: .white) == 0)
    }

    @Test func pickerReachesTheTargetWithTheLeastChange() throws {
        let picked = try #require(ForegroundPicker.foreground(reaching: 4.5, over: .white, preferring: Self.hex("#AAAAAA")))
        let ratio = picked.contrastRatio(over: .white)
        #expect(ratio >= 4.5 && ratio < 4.51)
        #expect(ForegroundPicker.foreground(reaching: 7, over: Self.hex("#777777"), preferring: .white) == nil)
        #expect(ForegroundPicker.foreground(reaching: 3, over: .white, preferring: .black) == .black)
    }

    @Test func minimumOpacity() throws {
        let opacity = try #require(ForegroundPicker.minimumOpacity(of: .white, over: Self.hex("#0A0A0C"), reaching: 4.5))
        #expect(SRGBColor.white.opacity(opacity).contrastRatio(over: Self.hex("#0A0A0C")) >= 4.5)
        #expect(SRGBColor.white.opacity(opacity - 0.001).contrastRatio(over: Self.hex("#0A0A0C")) < 4.5)
        #expect(ForegroundPicker.minimumOpacity(of: Self.hex("#EEEEEE"), over: .white, reaching: 3) == nil)
    }

    @Test(arguments: GradientToken.allCases)
    func gradientNumberColorsReachLargeTextContrast(token: GradientToken) {
        for appearance in Appearance.allCases {
            for color in token.numberColors(in: appearance) {
                for sample in token.samples(in: appearance) {
                    #expect(color.contrastRatio(over: sample) >= 3)
                }
            }
        }
    }
}
