import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Renderer
import Testing

/// `Text + Text` (Apple: `static func + (lhs: Text, rhs: Text) -> Text`): one text whose parts keep
/// their own fonts and colors, laid out and wrapped as one string; a modifier on the result styles
/// every part that sets none itself.
@MainActor
struct TextConcatenationTests {
    static let device = Device(
        name: "Concatenation", size: CGSize(width: 240, height: 40), scale: 2, safeAreaTop: 0, safeAreaBottom: 0,
        maximumFramesPerSecond: 60)

    /// The width the layout gives `text` as a `.body` line, through Pango.
    func width(_ text: Text) throws -> CGFloat {
        let host = ViewHost(text.font(.body).fixedSize())
        let layout = host.layout(on: .iPhone16, measurer: PangoTextMeasurer(fonts: try FontLibrary.shared()))
        return try #require(host.frames(ofText: text.content, in: layout).first).width
    }

    @Test func thePartsReadAsOneString() {
        let joined = Text("Total: ") + Text("$42").bold() + Text(verbatim: "!")
        #expect(joined.content == "Total: $42!")
        #expect(joined.segments.count == 3)
        // Concatenating a concatenation flattens it: the parts stay three, in order.
        #expect((Text("a") + (Text("b") + Text("c"))).segments.map(\.content) == ["a", "b", "c"])
    }

    /// A bold part is measured bold: the joined text is wider than the regular string and narrower
    /// than the string all in bold, by the bold part's own difference.
    @Test func eachPartIsMeasuredInItsOwnFont() throws {
        let regular = try width(Text(verbatim: "Hello World"))
        let allBold = try width(Text(verbatim: "Hello World").bold())
        let mixed = try width(Text(verbatim: "Hello ") + Text(verbatim: "World").bold())
        let boldWorld = try width(Text(verbatim: "World").bold()) - width(Text(verbatim: "World"))
        #expect(mixed > regular + 0.5 && mixed < allBold - 0.5, "\(regular) < \(mixed) < \(allBold)")
        #expect(abs((mixed - regular) - boldWorld) < 0.75, "bold 'World' added \(mixed - regular) pt, alone \(boldWorld) pt")
        // A part in a larger font makes the line as tall as its font.
        let host = ViewHost((Text(verbatim: "$").font(.caption) + Text(verbatim: "42").font(.largeTitle)).fixedSize())
        let layout = host.layout(on: .iPhone16, measurer: PangoTextMeasurer(fonts: try FontLibrary.shared()))
        let frame = try #require(host.frames(ofText: "$42", in: layout).first)
        // `.largeTitle` is 34 pt: one line of it is 40.58 pt (ascender plus descender), a caption's 14.3.
        #expect(frame.height > 40 && frame.height < 41.5, "\(frame.height)")
    }

    /// Each part is drawn in its own color, in order: every red pixel lies left of every blue one.
    @Test func eachPartIsDrawnInItsOwnColor() throws {
        let text = Text(verbatim: "HHHH").foregroundColor(.red) + Text(verbatim: "HHHH").foregroundStyle(Color.blue)
        let image = try Renderer().render(
            text.font(.body).frame(width: 240, height: 40).background(Color.white), settings: RenderSettings(device: Self.device))
        func columns(_ predicate: (Int, Int, Int) -> Bool) -> [Int] {
            (0..<image.width).filter { x in
                (0..<image.height).contains { y in image[x: x, y: y].map { predicate(Int($0.red), Int($0.green), Int($0.blue)) } ?? false }
            }
        }
        let red = columns { r, g, b in r > 200 && g < 90 && b < 90 }
        let blue = columns { r, g, b in b > 200 && r < 90 && g < 150 }
        #expect(!red.isEmpty && !blue.isEmpty)
        #expect((red.max() ?? .max) < (blue.min() ?? 0), "red up to \(red.max() ?? -1), blue from \(blue.min() ?? -1)")
    }

    /// A color on the concatenation colors the parts without their own; a part's own color wins.
    @Test func aModifierOnTheWholeStylesThePartsThatSetNone() throws {
        let text = (Text(verbatim: "HHHH") + Text(verbatim: "HHHH").foregroundColor(.blue)).foregroundColor(.red)
        let image = try Renderer().render(
            text.font(.body).frame(width: 240, height: 40).background(Color.white), settings: RenderSettings(device: Self.device))
        var red = 0
        var blue = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                guard let p = image[x: x, y: y] else { continue }
                if p.red > 200 && p.green < 90 && p.blue < 90 { red += 1 }
                if p.blue > 200 && p.red < 90 && p.green < 150 { blue += 1 }
            }
        }
        #expect(red > 40 && blue > 40, "red \(red), blue \(blue)")
        // The same holds for fonts: `.bold()` on the whole widens the part that set no weight.
        let whole = try width((Text(verbatim: "Hello ") + Text(verbatim: "World").fontWeight(.regular)).bold())
        let firstBold = try width(Text(verbatim: "Hello ").bold() + Text(verbatim: "World"))
        #expect(abs(whole - firstBold) < 0.25, "\(whole) vs \(firstBold)")
    }

    /// `monospacedDigit()` on a concatenation sets every part's digits in the tabular figures: the
    /// joined "111" + "111" is as wide as "111111" with tabular figures, wider than with the font's
    /// proportional ones.
    @Test func monospacedDigitsOnTheWholeReachEveryPart() throws {
        let proportional = try width(Text(verbatim: "111111"))
        let tabular = try width(Text(verbatim: "111111").monospacedDigit())
        let joined = try width((Text(verbatim: "111") + Text(verbatim: "111")).monospacedDigit())
        #expect(tabular > proportional + 1, "tabular \(tabular), proportional \(proportional)")
        #expect(abs(joined - tabular) < 0.25, "\(joined) vs \(tabular)")
    }

    /// A localized part is looked up on its own, in the environment's locale, with its Markdown.
    @Test func eachPartIsResolvedOnItsOwn() {
        let text = Text(verbatim: "Say ") + Text("**hello**")
        let resolved = text.resolved(in: EnvironmentValues())
        #expect(resolved.content == "Say hello")
        // One run per part, and the bold Markdown run inside the second, at its bytes.
        #expect(resolved.runs.contains { $0.bold && $0.range == 4..<9 && $0.segment?.index == 1 })
        #expect(resolved.runs.contains { $0.range == 0..<4 && $0.segment?.index == 0 && !$0.bold })
    }

    /// Apple, `baselineOffset(_:)`: a positive offset raises the text. The raised part's ink starts
    /// its offset higher than the part on the baseline; on a whole text, and set on a view above it.
    @Test func aBaselineOffsetRaisesItsPart() throws {
        func inkTops(_ view: some View) throws -> (red: Int, blue: Int) {
            let image = try Renderer().render(
                view.font(.body).frame(width: 240, height: 40).background(Color.white), settings: RenderSettings(device: Self.device))
            func top(_ predicate: (Int, Int, Int) -> Bool) -> Int {
                (0..<image.height).first { y in
                    (0..<image.width).contains { x in image[x: x, y: y].map { predicate(Int($0.red), Int($0.green), Int($0.blue)) } ?? false
                    }
                } ?? -1
            }
            return (top { r, g, b in r > 200 && g < 90 && b < 90 }, top { r, g, b in b > 200 && r < 90 && g < 150 })
        }
        let raised = try inkTops(Text(verbatim: "HH").foregroundColor(.red) + Text(verbatim: "HH").foregroundColor(.blue).baselineOffset(8))
        // 8 pt at 2x is 16 px.
        #expect(abs((raised.red - raised.blue) - 16) <= 1, "\(raised)")
        let level = try inkTops(Text(verbatim: "HH").foregroundColor(.red) + Text(verbatim: "HH").foregroundColor(.blue))
        #expect(abs(level.red - level.blue) <= 1, "\(level)")
        // A whole text raised by a view above it: its ink starts 8 pt above where it does level.
        let plain = try inkTops(
            HStack(spacing: 0) {
                Text(verbatim: "HH").foregroundColor(.red)
                Text(verbatim: "HH").foregroundColor(.blue)
            })
        let lifted = try inkTops(
            HStack(spacing: 0) {
                Text(verbatim: "HH").foregroundColor(.red)
                Text(verbatim: "HH").foregroundColor(.blue).baselineOffset(-4)
            })
        #expect(abs((lifted.blue - plain.blue) - 8) <= 1 && lifted.red == plain.red, "\(plain) → \(lifted)")
        let environment = try inkTops(
            HStack(spacing: 0) {
                Text(verbatim: "HH").foregroundColor(.red)
                Group { Text(verbatim: "HH").foregroundColor(.blue) }.baselineOffset(6)
            })
        #expect(abs((plain.blue - environment.blue) - 12) <= 1 && environment.red == plain.red, "\(plain) → \(environment)")
    }
}
