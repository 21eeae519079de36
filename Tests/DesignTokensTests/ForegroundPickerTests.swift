import DesignTokens
import Foundation
import Testing

struct ForegroundPickerTests {
    @Test func movesAGreyJustFarEnough() throws {
        let candidate = try SRGBColor(hex: "#AAAAAA")
        let picked = try #require(ForegroundPicker.foreground(reaching: 4.5, over: .white, preferring: candidate))
        let ratio = picked.contrastRatio(over: .white)
        #expect(ratio >= 4.5 && ratio < 4.5 + 1e-9)
        #expect(picked.red < candidate.red)
        #expect(abs(picked.red - picked.green) < 1e-12 && abs(picked.green - picked.blue) < 1e-12)
    }

    @Test func keepsAPassingCandidate() throws {
        #expect(ForegroundPicker.foreground(reaching: 3, over: .white, preferring: .black) == .black)
        let label = try SRGBColor(hex: "#3C3C43")
        #expect(ForegroundPicker.foreground(reaching: 4.5, over: .white, preferring: label) == label)
    }

    @Test func impossibleTargetsGiveNil() throws {
        // Over #777777 white reaches 4.48 and black 4.68: 7:1 is out of reach.
        let grey = try SRGBColor(hex: "#777777")
        #expect(ForegroundPicker.foreground(reaching: 7, over: grey, preferring: .white) == nil)
        #expect(ForegroundPicker.foreground(reaching: 21.5, over: .white, preferring: .black) == nil)
        #expect(ForegroundPicker.foreground(reaching: .nan, over: .white, preferring: grey) == nil)
    }

    @Test func choosesTheEndThatChangesTheCandidateLeast() throws {
        // #7C7C7C is just on black's side of the middle (L ≈ 0.2), yet a light candidate only needs a
        // little more light to reach 3:1 and would have to go almost black the other way.
        let background = try SRGBColor(hex: "#7C7C7C")
        let candidate = try SRGBColor(hex: "#CCCCCC")
        let picked = try #require(ForegroundPicker.foreground(reaching: 3, over: background, preferring: candidate))
        #expect(picked.red > candidate.red)
        #expect(picked.contrastRatio(over: background) >= 3)
        let darkCandidate = try SRGBColor(hex: "#444444")
        let dark = try #require(ForegroundPicker.foreground(reaching: 3, over: background, preferring: darkCandidate))
        #expect(dark.red < darkCandidate.red && dark.contrastRatio(over: background) >= 3)
    }

    @Test func keepsTheHueWhenDeepening() throws {
        let candidate = try SRGBColor(hex: "#FF8A65")
        let picked = try #require(ForegroundPicker.foreground(reaching: 4.5, over: .white, preferring: candidate))
        #expect(picked.contrastRatio(over: .white) >= 4.5)
        #expect(abs(picked.okLab.hueDegrees - candidate.okLab.hueDegrees) < 3)
    }

    @Test func reachesEveryBackgroundOfAGradient() throws {
        let backgrounds = (0...16).map {
            SRGBColor.white.interpolated(to: SRGBColor(red: 0.8, green: 0.85, blue: 1), fraction: Double($0) / 16)
        }
        let picked = try #require(
            ForegroundPicker.foreground(reaching: 4.5, overAll: backgrounds, preferring: try SRGBColor(hex: "#8FA0FF")))
        let worst = backgrounds.map { picked.contrastRatio(over: $0) }.min() ?? 0
        #expect(worst >= 4.5 && worst < 4.5 + 1e-9)
        #expect(ForegroundPicker.foreground(reaching: 4.5, overAll: [], preferring: .white) == .white)
    }

    @Test func minimumOpacityMatchesAHandComputation() throws {
        // Black at opacity α over white is grey s = 1 − α (sRGB compositing); 4.5:1 needs L = 1.05/4.5 − 0.05.
        let luminance = 1.05 / 4.5 - 0.05
        let expected = 1 - (1.055 * pow(luminance, 1 / 2.4) - 0.055)
        let opacity = try #require(ForegroundPicker.minimumOpacity(of: .black, over: .white, reaching: 4.5))
        #expect(abs(opacity - expected) < 1e-9)
    }

    @Test func minimumOpacityIsTheLeastThatPasses() throws {
        let background = try SRGBColor(hex: "#0A0A0C")
        let opacity = try #require(ForegroundPicker.minimumOpacity(of: .white, over: background, reaching: 4.5))
        #expect(SRGBColor.white.opacity(opacity).contrastRatio(over: background) >= 4.5)
        #expect(SRGBColor.white.opacity(opacity - 1e-6).contrastRatio(over: background) < 4.5)
        #expect(ForegroundPicker.minimumOpacity(of: try SRGBColor(hex: "#EEEEEE"), over: .white, reaching: 3) == nil)
        #expect(ForegroundPicker.minimumOpacity(of: .black, over: .white, reaching: 1) == 0)
    }
}
