import DesignTokens
import Testing

/// An adaptive color reads its light value in the light appearance and its dark value in the dark,
/// as an asset catalog's color set with a dark variant does.
struct AdaptiveColorTests {
    /// iOS 26's `systemRed` is #FF383C light and #FF4245 dark (SystemPalette+iOS26's sources).
    @Test func eachAppearanceReadsItsOwnValue() throws {
        let red = AdaptiveColor(light: .token("#FF383C"), dark: .token("#FF4245"))
        #expect(red.resolved(in: .light) == (try SRGBColor(hex: "#FF383C")))
        #expect(red.resolved(in: .dark) == (try SRGBColor(hex: "#FF4245")))
    }
}
