import DesignTokens
import Foundation
import HeadlessSwiftUI
import Testing

/// Color sets as Xcode writes them (`NAME.colorset/Contents.json`): components as floats ("0.400"),
/// 8-bit integers ("102") or hex bytes ("0x66" or "0X66"); an entry for `contrast` `high` is the
/// color under Increase Contrast (D217).
struct ColorSetParsingTests {
    func parse(_ entries: String) -> ColorSetColors? {
        ColorSetLookup.parse(Data(#"{"colors": [\#(entries)], "info": {"author": "xcode", "version": 1}}"#.utf8))
    }

    func entry(_ red: String, appearances: String = "") -> String {
        let components = #"{"red": "\#(red)", "green": "0.000", "blue": "0.000", "alpha": "1.000"}"#
        let color = #""color": {"color-space": "srgb", "components": \#(components)}"#
        return appearances.isEmpty ? "{\(color)}" : #"{"appearances": [\#(appearances)], \#(color)}"#
    }

    @Test(arguments: ["0.400", "102", "0x66", "0X66"])
    func everyWayXcodeWritesAComponentReadsTheSame(written: String) throws {
        let colors = try #require(parse(entry(written)))
        #expect(abs(colors.standard.light.red - 0.4) < 1e-9, "\(written)")
    }

    @Test func aHighContrastEntryIsTheIncreasedContrastColor() throws {
        let high = #"{"appearance": "contrast", "value": "high"}"#
        let colors = try #require(parse(entry("0.200") + ", " + entry("0.800", appearances: high)))
        #expect(abs(colors.standard.light.red - 0.2) < 1e-9)
        #expect(abs(try #require(colors.increasedContrast).light.red - 0.8) < 1e-9)
        #expect(try #require(parse(entry("0.200"))).increasedContrast == nil)
    }
}
