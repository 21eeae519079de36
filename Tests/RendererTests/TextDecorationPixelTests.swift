import HeadlessLayout
import HeadlessSwiftUI
import ImageEncoding
import Renderer
import Testing

/// `Text.underline(_:color:)` and `Text.strikethrough(_:color:)` as drawn: a line through the whole
/// text in the color given (Apple: "If color is nil, the underline uses the default foreground
/// color"), the underline under the baseline and the strikethrough through the letters.
@MainActor
struct TextDecorationPixelTests {
    static let device = Device(
        name: "Decoration", size: CGSize(width: 120, height: 40), scale: 2, safeAreaTop: 0, safeAreaBottom: 0, maximumFramesPerSecond: 60)

    /// Where the baseline of a one-line `.body` text centred in the 40 pt picture lies: the text
    /// is 20.33 pt tall, its baseline SF Pro's ascender (16.19 pt) below its top.
    static let baseline: Double = {
        let top: Double = (40 - 61.0 / 3) / 2
        let ascender: Double = 17.0 * 1950.0 / 2048.0
        return top + ascender
    }()

    /// The rows holding pixels of a strong `color` ("red" or "blue") in `text` drawn black on white.
    func rows(of color: String, in text: Text) throws -> [Int] {
        let image = try Renderer().render(
            text.font(.body).foregroundStyle(Color.black).frame(width: 120, height: 40).background(Color.white),
            settings: RenderSettings(device: Self.device))
        return (0..<image.height).filter { y in
            (0..<image.width).contains { x in
                guard let pixel = image[x: x, y: y] else { return false }
                let (red, green, blue) = (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
                return color == "red" ? red > 200 && green < 90 && blue < 90 : blue > 200 && red < 90 && green < 150
            }
        }
    }

    @Test func theLinesAreDrawnInTheirColorsUnderAndThroughTheText() throws {
        #expect(try rows(of: "red", in: Text("Hello")).isEmpty)
        let underline = try rows(of: "red", in: Text("Hello").underline(color: .red))
        let strike = try rows(of: "blue", in: Text("Hello").strikethrough(color: .blue))
        // The underline sits just under the baseline, the strikethrough about half the x-height
        // above it.
        let baseline = Self.baseline
        #expect(!underline.isEmpty && !strike.isEmpty)
        #expect(underline.allSatisfy { Double($0) / 2 > baseline && Double($0) / 2 < baseline + 3 }, "\(underline) under \(baseline)")
        #expect(strike.allSatisfy { Double($0) / 2 < baseline - 2 && Double($0) / 2 > baseline - 9 }, "\(strike) over \(baseline)")
        // Off, nothing is drawn: `underline(false)` undoes it.
        #expect(try rows(of: "red", in: Text("Hello").underline(color: .red).underline(false)).isEmpty)
    }

    /// Without a color the line is the text's own: the underlined text has dark pixels in rows
    /// under the baseline where "Hello" has no descender.
    @Test func withoutAColorTheLineIsTheTexts() throws {
        func darkRows(_ text: Text) throws -> Set<Int> {
            let image = try Renderer().render(
                text.font(.body).foregroundStyle(Color.black).frame(width: 120, height: 40).background(Color.white),
                settings: RenderSettings(device: Self.device))
            return Set((0..<image.height).filter { y in (0..<image.width).contains { x in (image[x: x, y: y]?.red ?? 255) < 100 } })
        }
        let added = try darkRows(Text("Hello").underline()).subtracting(darkRows(Text("Hello")))
        let baseline = Self.baseline
        #expect(!added.isEmpty && added.allSatisfy { Double($0) / 2 > baseline }, "\(added.sorted())")
    }
}
