import DesignTokens
import Testing

struct HexTests {
    @Test(arguments: ["#FDE4D2", "#00E676", "#0A0A0C", "#FFFFFF", "#000000", "#123456", "#FFFFFF80", "#12345600"])
    func hexRoundTrip(hex: String) throws {
        #expect(try SRGBColor(hex: hex).hex == hex)
    }

    @Test func everyByteSurvivesColorToHexToColor() throws {
        for byte in 0...255 {
            let color = SRGBColor(red: Double(byte) / 255, green: Double(255 - byte) / 255, blue: Double(byte) / 255)
            #expect(try SRGBColor(hex: color.hex) == color)
        }
    }

    @Test func shortFormRepeatsEachDigit() throws {
        #expect(try SRGBColor(hex: "#fff") == .white)
        #expect(try SRGBColor(hex: "#000") == .black)
        #expect(try SRGBColor(hex: "#0F8") == SRGBColor(red: 0, green: 1, blue: 136.0 / 255))
    }

    @Test func caseAndHashAreOptional() throws {
        let expected = SRGBColor(red: 0, green: 230.0 / 255, blue: 118.0 / 255)
        #expect(try SRGBColor(hex: "#00E676") == expected)
        #expect(try SRGBColor(hex: "#00e676") == expected)
        #expect(try SRGBColor(hex: "00e676") == expected)
        #expect(try SRGBColor(hex: "00e676").hex == "#00E676")
    }

    @Test func eightDigitsCarryAlpha() throws {
        let translucent = try SRGBColor(hex: "#FFFFFF80")
        #expect(translucent.alpha == 128.0 / 255)
        #expect(translucent.red == 1)
        #expect(try SRGBColor(hex: "#000000FF").hex == "#000000")
    }

    @Test(arguments: ["", "#", "#12", "#12345", "#GGGGGG", "#１２３", "#1234567", "12 345", "##123", "#FFF "])
    func malformedHexNamesTheInput(input: String) {
        let error = #expect(throws: HexColorError.self) { try SRGBColor(hex: input) }
        #expect(error?.input == input)
        #expect(error?.description.contains("\"\(input)\"") == true)
    }

    @Test(arguments: [
        ("#12", "expected 3, 6 or 8 hex digits, found 2"), ("", "no hex digits"),
        ("#GGGGGG", "'G' is not a hex digit"), ("#１２３", "'１' is not a hex digit"),
    ])
    func errorsSayWhatIsWrong(input: String, reason: String) {
        let error = #expect(throws: HexColorError.self) { try SRGBColor(hex: input) }
        #expect(error?.reason == reason)
    }
}
