import Foundation
import HeadlessLayout
import HeadlessSwiftUI
import ImageEncoding
import Renderer
import Testing

/// Emoji in text draw in color at the text's size, as Apple Color Emoji does on iOS (Noto Color
/// Emoji stands in, D290). Measured on iOS 18.2 (HymnalDreamTeam/Hymns-iOS's `AboutUsDialogView`,
/// "Hello there 👋" in bold `.title` at the Medium text size): the hand's ink is 26.5 pt tall.
@MainActor
struct EmojiTests {
    @Test func anEmojiDrawsInColorAtItsTextsSize() throws {
        let device = Device(
            name: "emoji", size: CGSize(width: 200, height: 80), scale: 2, safeAreaTop: 0, safeAreaBottom: 0, maximumFramesPerSecond: 60)
        let image = try Renderer().render(
            Text("👋").font(.title).fontWeight(.bold), settings: RenderSettings(device: device, dynamicTypeSize: .medium))
        var rows: [Int] = []
        var colored = 0
        for y in 0..<image.height {
            var inked = false
            for x in 0..<image.width {
                guard let pixel = image[x: x, y: y] else { continue }
                if Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 3 * 235 { inked = true }
                // The hand's yellow: red and green high, blue low (a missing glyph's box is gray).
                if pixel.red > 200, pixel.green > 150, pixel.blue < 120 { colored += 1 }
            }
            if inked { rows.append(y) }
        }
        let first = try #require(rows.first)
        let last = try #require(rows.last)
        let height = Double(last - first + 1) / 2
        #expect(abs(height - 26.5) < 3, "the emoji's ink is \(height) pt tall")
        #expect(colored > 200, "\(colored) yellow pixels")
    }
}
