import DesignTokens
import Foundation
import Testing

struct ContrastTests {
    static func hex(_ string: String) throws -> SRGBColor { try SRGBColor(hex: string) }

    /// WCAG 2.2's formula written out again from 8-bit channels, so the test does not trust the code under test.
    static func reference(_ first: [Int], _ second: [Int]) -> Double {
        func luminance(_ bytes: [Int]) -> Double {
            let linear = bytes.map { byte -> Double in
                let s = Double(byte) / 255
                return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        let (x, y) = (luminance(first), luminance(second))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test func blackOnWhiteIs21AndEqualColorsAre1() throws {
        #expect(SRGBColor.contrastRatio(.black, .white) == 21)
        #expect(SRGBColor.contrastRatio(.white, .black) == 21)
        #expect(SRGBColor.contrastRatio(.white, .white) == 1)
        #expect(SRGBColor.contrastRatio(try Self.hex("#777777"), try Self.hex("#777777")) == 1)
    }

    @Test func greysAroundTheAAThreshold() throws {
        let fails = SRGBColor.contrastRatio(try Self.hex("#777777"), .white)
        let passes = SRGBColor.contrastRatio(try Self.hex("#767676"), .white)
        #expect(abs(fails - 4.478) < 0.001)
        #expect(!ContrastRequirement.normalText.isMet(by: fails))
        #expect(abs(passes - 4.542) < 0.001)
        #expect(ContrastRequirement.normalText.isMet(by: passes))
    }

    @Test func primariesByHand() throws {
        // A channel of 1 linearizes to exactly 1, so L is the channel's coefficient.
        #expect(abs(SRGBColor.contrastRatio(try Self.hex("#FF0000"), .white) - 1.05 / 0.2626) < 1e-12)
        #expect(abs(SRGBColor.contrastRatio(try Self.hex("#0000FF"), .white) - 1.05 / 0.1222) < 1e-12)
        #expect(abs(SRGBColor.contrastRatio(try Self.hex("#00FF00"), .black) - 0.7652 / 0.05) < 1e-12)
        // #0A0A0A sits under the 0.04045 threshold: L = (10/255) / 12.92.
        #expect(abs(SRGBColor.contrastRatio(try Self.hex("#0A0A0A"), .black) - (10.0 / 255 / 12.92 + 0.05) / 0.05) < 1e-12)
    }

    @Test(arguments: [
        ([0x00, 0xE6, 0x76], [0x0A, 0x0A, 0x0C]), ([0xFF, 0x3B, 0x5C], [0xFF, 0xFF, 0xFF]),
        ([0x3C, 0x3C, 0x43], [0xF2, 0xF2, 0xF7]), ([0x00, 0x7A, 0xFF], [0xFF, 0xFF, 0xFF]),
    ])
    func matchesTheFormula(first: [Int], second: [Int]) {
        func color(_ bytes: [Int]) -> SRGBColor {
            SRGBColor(red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255, blue: Double(bytes[2]) / 255)
        }
        #expect(abs(SRGBColor.contrastRatio(color(first), color(second)) - Self.reference(first, second)) < 1e-12)
    }

    @Test func requirementsAreUnrounded() throws {
        #expect(!ContrastRequirement.normalText.isMet(by: 4.499))
        #expect(ContrastRequirement.normalText.isMet(by: 4.5))
        #expect(ContrastRequirement.largeText.isMet(by: 3))
        #expect(!ContrastRequirement.nonText.isMet(by: 2.9999))
        #expect(!ContrastRequirement.normalTextAAA.isMet(by: 6.99))
        #expect(!ContrastRequirement.normalText.passes(try Self.hex("#777777"), over: .white))
        #expect(ContrastRequirement.normalText.passes(try Self.hex("#767676"), over: .white))
        #expect(ContrastRequirement.largeTextAAA.passes(try Self.hex("#767676"), over: .white))
    }

    @Test func thresholds() {
        #expect(ContrastRequirement.allCases.map(\.minimumRatio) == [4.5, 3, 3, 7, 4.5])
    }

    @Test func translucentForegroundIsCompositedFirst() {
        let grey = SRGBColor(red: 0.5, green: 0.5, blue: 0.5)
        #expect(SRGBColor.white.opacity(0.5).contrastRatio(over: .black) == SRGBColor.contrastRatio(grey, .black))
        #expect(SRGBColor.black.opacity(0).contrastRatio(over: .white) == 1)
        // Without compositing, alpha would be ignored and this would read 21.
        #expect(SRGBColor.black.opacity(0.1).contrastRatio(over: .white) < 1.3)
    }

    @Test func translucentBackgroundIsLaidOverWhite() {
        let veil = SRGBColor.black.opacity(0.5)
        let ratio = SRGBColor.black.contrastRatio(over: veil)
        #expect(ratio == SRGBColor.contrastRatio(.black, SRGBColor(red: 0.5, green: 0.5, blue: 0.5)))
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
