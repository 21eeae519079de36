import DesignTokens
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import ImageEncoding
import Renderer
import SwiftUICorpus
import Testing

/// Pixels where the answer is known.
@MainActor
struct RenderPixelTests {
    /// The sample screen at 3x: 1179 × 2556 pixels, the peach-rose gradient's own colors in its
    /// opposite corners (it ignores the safe areas), and the calorie number drawn as ink on its card.
    @Test func theSampleScreenIsAFullIPhone16FrameAt3x() throws {
        let image = try render(SampleScreen(), device: .iPhone16, scale: 3, time: 1)
        #expect(image.width == 1179 && image.height == 2556)
        let corners = [(0, 0, (0.992, 0.894, 0.824)), (1178, 2555, (0.976, 0.780, 0.839))]
        for (x, y, color) in corners {
            let pixel = try #require(image[x: x, y: y])
            #expect(abs(Double(pixel.red) - color.0 * 255) <= 2 && abs(Double(pixel.green) - color.1 * 255) <= 2)
            #expect(abs(Double(pixel.blue) - color.2 * 255) <= 2 && pixel.alpha == 255)
        }
        // The number's frame, from the same layout, scaled to pixels: its glyphs are dark on the card.
        let host = ViewHost(SampleScreen())
        let number = try #require(host.frames(ofText: "1850", in: host.layout(on: .iPhone16, measurer: Renderer().measurer)).first)
        let rows = Int(number.minY * 3)..<Int(number.maxY * 3)
        let columns = Int(number.minX * 3)..<Int(number.maxX * 3)
        let dark = image.count(in: rows, columns: columns) { Int($0.red) + Int($0.green) + Int($0.blue) < 3 * 128 }
        #expect(Double(dark) > 0.03 * Double(rows.count * columns.count), "\(dark) dark pixels in the number's \(number)")
        // The empty gradient beside the card's top has none.
        #expect(image.count(in: 0..<30, columns: 0..<1179) { Int($0.red) + Int($0.green) + Int($0.blue) < 3 * 128 } == 0)
    }

    @Test(arguments: [Appearance.light, .dark])
    func gradientEndpointsAreTheirTokenColors(appearance: Appearance) throws {
        let token = GradientToken.allCases[0]
        let colors = token.colors(in: appearance)
        let view = LinearGradient(
            colors: colors.map { Color(red: $0.red, green: $0.green, blue: $0.blue) },
            startPoint: .top, endPoint: .bottom)
        let image = try render(view, appearance: appearance)
        for (color, y) in [(colors[0], 0), (colors[1], 199)] {
            let pixel = try #require(image[x: 100, y: y])
            // Pixel centres sit half a pixel inside the ends: 1/400 of the way, under one level.
            #expect(abs(Double(pixel.red) - color.red * 255) <= 1.5)
            #expect(abs(Double(pixel.green) - color.green * 255) <= 1.5)
            #expect(abs(Double(pixel.blue) - color.blue * 255) <= 1.5)
        }
    }

    @Test func aContinuousCornerCoversWhatItsPathEncloses() throws {
        // A 100 pt black square with 20 pt continuous corners on white, at 1x: the ink in the
        // top-left 20×20 corner is the corner square less the 93.85 pt² the curve cuts away
        // (a circular corner would cut 85.84 pt²).
        let view = RoundedRectangle(cornerRadius: 20, style: .continuous).fill(Color.black).frame(width: 100, height: 100)
        let image = try render(view)
        let covered = image.ink(in: (x: 50..<80, y: 50..<80)) / 255
        // The square sits at (50, 50); its corner region is 30×30 (1.53 × 20 pt reach).
        #expect(abs(covered - (900 - 93.85)) < 2.5)
    }

    @Test func interAtWeight300HasLessInkThanAt400() throws {
        func ink(_ weight: Font.Weight) throws -> Double {
            let image = try render(Text("Hamburgefonstiv").font(.system(size: 20, weight: weight)))
            return image.ink(in: (x: 0..<200, y: 0..<200))
        }
        let light = try ink(.light)
        let regular = try ink(.regular)
        let bold = try ink(.bold)
        #expect(light < regular && regular < bold)
    }

    /// A line cut by `lineLimit` ends with an ellipsis where `truncationMode` puts it, as a UIKit
    /// label truncates (Apple: `Text.TruncationMode`, `.tail` by default). Read in the line's upper
    /// half, where a letter has ink and an ellipsis, sitting on the baseline, has none: the tail
    /// mode starts with "S" and ends with the ellipsis, the head mode the other way round.
    @Test func aCutLineShowsItsEllipsisWhereTheModeSaysAndAFrameCutsLikeALimit() throws {
        let words = "Slept 7 h 40 min, resting heart rate 52"
        // The one line (20.3 pt) centred in the 200 pt device: its caps from about y 93 to 99,
        // its baseline near 105. Columns are read from the first and the last inked one.
        func inked(_ image: PixelImage) -> [Int] { (0..<200).filter { image.ink(in: (x: $0..<($0 + 1), y: 90..<110)) > 40 } }
        let tail = try render(Text(words).lineLimit(1).frame(width: 180))
        let head = try render(Text(words).lineLimit(1).truncationMode(.head).frame(width: 180))
        let tailInk = inked(tail)
        let headInk = inked(head)
        let tailFirst = try #require(tailInk.first)
        let tailLast = try #require(tailInk.last)
        let headFirst = try #require(headInk.first)
        // Tail: a letter first ("S"), the ellipsis last; head: the ellipsis first.
        #expect(tail.ink(in: (x: tailFirst..<(tailFirst + 5), y: 92..<99)) > 300)
        #expect(tail.ink(in: (x: (tailLast - 4)..<(tailLast + 1), y: 92..<99)) < 30, "the ellipsis ends at \(tailLast)")
        #expect(head.ink(in: (x: headFirst..<(headFirst + 5), y: 92..<99)) < 30, "the ellipsis starts at \(headFirst)")
        #expect(tailLast < 190 && headFirst >= 10)
        // A 20 pt frame shows one line, cut the same way, rather than four overflowing it.
        let framed = try render(Text(words).frame(width: 180, height: 20))
        #expect(framed.ink(in: (x: 0..<200, y: 112..<200)) < 1, "lines below the frame")
        #expect(framed.ink(in: (x: 0..<200, y: 0..<88)) < 1, "lines above the frame")
    }

    @Test func theRingsTrimEndsWhereItShould() throws {
        // Trimmed to 1920 / 2300 of a turn from the top (rotated −90°): the stroke ends at 300.5°
        // clockwise from the top; a little before that angle is painted, a little after is not.
        let fraction = 1920.0 / 2300
        let view = Circle().trim(from: 0, to: fraction).stroke(Color.black, lineWidth: 10)
            .rotationEffect(.degrees(-90)).frame(width: 160, height: 160)
        let image = try render(view)
        func painted(atDegrees degrees: Double) -> Bool {
            let angle = (degrees - 90) * .pi / 180
            let p = image[x: Int((100 + 80 * cos(angle)).rounded(.down)), y: Int((100 + 80 * sin(angle)).rounded(.down))]
            return (p?.alpha ?? 0) > 0 && (p?.red ?? 255) < 128
        }
        let end = fraction * 360
        #expect(painted(atDegrees: end - 6))
        #expect(!painted(atDegrees: end + 6))
        #expect(painted(atDegrees: 10) && painted(atDegrees: 180))
    }

    @Test func cascadeGlyphsAreInvisibleBeforeTheirStartAndOpaqueAfterTheEnd() throws {
        struct Probe: View {
            @State private var shown = false
            var body: some View {
                CascadeTitleSnippet("ABCDEFGH", isVisible: shown).font(.system(size: 24)).onAppear { shown = true }
            }
        }
        let renderer = try Renderer()
        func ink(at time: Double, columns: Range<Int>) throws -> Double {
            try renderer.render(Probe(), settings: RenderSettings(device: testDevice, scale: 1, time: time)).ink(
                in: (x: columns, y: 0..<200))
        }
        // The last glyph (H) starts at 7 × 30 ms = 0.21 s: nothing of it at 0.2 s; all of it once
        // the schedule ends (0.51 s), as much as the first glyph shows then.
        let settled = try ink(at: 1, columns: 0..<200)
        let start = try ink(at: 0, columns: 0..<200)
        #expect(start < 1e-6, "\(start) vs \(settled)")
        #expect(try ink(at: 0.2, columns: 0..<200) < settled)
        #expect(try ink(at: 0.6, columns: 0..<200) == settled)
    }

    @Test func theSameRenderGivesTheSameBytes() throws {
        let a = try PNGEncoder.encode(try render(SampleScreen(), time: 0.3))
        let b = try PNGEncoder.encode(try render(SampleScreen(), time: 0.3))
        #expect(a == b)
        // A renderer that has cached the gradients draws what a fresh one draws.
        let renderer = try Renderer()
        let settings = RenderSettings(device: testDevice, scale: 1, time: 0.3)
        _ = try renderer.render(SampleScreen(), settings: settings)
        #expect(try PNGEncoder.encode(try renderer.render(SampleScreen(), settings: settings)) == a)
    }

    @Test func badSettingsAreNamed() throws {
        #expect(throws: RenderError(input: "time nan", reason: "must be a finite number of seconds, 0 or more")) {
            try render(Color.red, time: .nan)
        }
        #expect(throws: RenderError.self) { try render(Color.red, scale: 0) }
        #expect(throws: RenderError.self) { try render(Color.red, scale: 1000) }
        let huge = Device(
            name: "Huge", size: CGSize(width: 20_000, height: 10), scale: 1, safeAreaTop: 0, safeAreaBottom: 0, maximumFramesPerSecond: 60)
        #expect(throws: RenderError(input: "size 20000.0×10.0 at 1.0x", reason: "must be between 1 and 16384 pixels a side")) {
            try render(Color.red, device: huge)
        }
    }

    @Test func anUnknownSymbolDrawsAPlaceholderAndIsReported() throws {
        let renderer = try Renderer()
        let image = try renderer.render(
            Image(systemName: "no.such.symbol").font(.system(size: 40)), settings: RenderSettings(device: testDevice, scale: 1))
        #expect(renderer.unknownSymbols == ["no.such.symbol"])
        // Magenta ink where the symbol sits.
        #expect(image.count(in: 0..<200, columns: 0..<200) { $0.red > 200 && $0.green < 60 && $0.blue > 200 } > 20)
        let known = try renderer.render(
            Image(systemName: "heart.fill").font(.system(size: 40)), settings: RenderSettings(device: testDevice, scale: 1))
        #expect(renderer.unknownSymbols == ["no.such.symbol"])
        #expect(known.ink(in: (x: 0..<200, y: 0..<200)) > 1_000)
    }
}

/// Masks: the gradient-number technique (a gradient shown through text).
@MainActor
struct MaskRenderTests {
    @Test func aGradientShowsOnlyThroughItsTextMask() throws {
        let view = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
            .mask { Text("HH").font(.system(size: 120, weight: .black)) }
            .frame(width: 200, height: 200)
        let masked = try render(view)
        let plain = try render(Text("HH").font(.system(size: 120, weight: .black)).frame(width: 200, height: 200))
        // Where the text is, the gradient shows; elsewhere the white background.
        let ink = masked.ink(in: (x: 0..<200, y: 0..<200))
        let textInk = plain.ink(in: (x: 0..<200, y: 0..<200))
        #expect(ink > 0.3 * textInk && ink < 1.2 * textInk)
        #expect(masked[x: 2, y: 2] == .init(red: 255, green: 255, blue: 255, alpha: 255))
        let colored = masked.count(in: 0..<200, columns: 0..<100) { $0.red > 150 && $0.green < 80 }
        let bluish = masked.count(in: 0..<200, columns: 100..<200) { $0.blue > 150 && $0.red < 120 }
        #expect(colored > 200 && bluish > 200)
    }
}

/// `rotation3DEffect`: a perspective projection, which no affine transform can draw.
@MainActor
struct ProjectionRenderTests {
    @Test func aSquareTurnedAboutYForeshortensWithPerspective() throws {
        let view = Rectangle().fill(Color.black).frame(width: 100, height: 100)
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        let image = try render(view)
        func inkedRows(column: Int) -> Int { image.count(in: 0..<200, columns: column..<(column + 1)) { $0.red < 128 } }
        let columns = (0..<200).filter { inkedRows(column: $0) > 0 }
        let (left, right) = (try #require(columns.first), try #require(columns.last))
        // Edges at x = ±50 pt turn to x' = ±25, z' = ∓43.3 and are seen from 100 pt away (D38):
        // 25 / (1 + 0.433) = 17.4 and 25 / (1 − 0.433) = 44.1, so 61.5 pt wide rather than cos 60° × 100.
        #expect(abs(Double(right - left + 1) - 61.5) < 2)
        // The receding edge is 100 / 1.433 = 69.8 pt tall; the near one 176 pt.
        let (near, far) = (
            max(inkedRows(column: left + 1), inkedRows(column: right - 1)), min(inkedRows(column: left + 1), inkedRows(column: right - 1))
        )
        // (Measured one point inside each edge, where the receding side is a little taller.)
        #expect(abs(Double(far) - 69.8) < 5)
        #expect(abs(Double(near) - 176) < 5)
    }
}

/// A material card frosts what is under it as the tokens say, checked against an independent
/// computation: a linear ramp is unchanged by a Gaussian blur away from the screen's edges, so the
/// interior is the ramp, saturated 1.8× about its luma, under the ultraThin tint (white at 30%).
@MainActor
struct MaterialRenderTests {
    @Test func aGlassCardsInteriorIsTheTintedSaturatedBackdrop() throws {
        let start = (red: 0.95, green: 0.55, blue: 0.60)
        let end = (red: 0.55, green: 0.65, blue: 0.95)
        let view = ZStack {
            LinearGradient(
                colors: [
                    Color(red: start.red, green: start.green, blue: start.blue),
                    Color(red: end.red, green: end.green, blue: end.blue),
                ], startPoint: .leading, endPoint: .trailing)
            RoundedRectangle(cornerRadius: 20, style: .continuous).fill(.ultraThinMaterial).frame(width: 120, height: 120)
        }
        let image = try render(view, scale: 2)
        for x in [170, 200, 230] {
            let pixel = try #require(image[x: x, y: 200])
            // The ramp at this pixel centre (400 px wide at 2x).
            let t = (Double(x) + 0.5) / 400
            var rgb = [
                start.red + (end.red - start.red) * t, start.green + (end.green - start.green) * t,
                start.blue + (end.blue - start.blue) * t,
            ].map { $0 * 255 }
            let luma = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
            rgb = rgb.map { min(max(luma + ($0 - luma) * 1.8, 0), 255) }.map { $0 * 0.7 + 255 * 0.3 }
            let expected = SRGBColor(red: rgb[0] / 255, green: rgb[1] / 255, blue: rgb[2] / 255)
            let actual = SRGBColor(red: Double(pixel.red) / 255, green: Double(pixel.green) / 255, blue: Double(pixel.blue) / 255)
            // ΔE_OK 0.02 is about ΔE 2.
            #expect(actual.okLab.distance(to: expected.okLab) < 0.02, "at x = \(x): \(actual) vs \(expected)")
        }
    }
}

/// Shadows: the group's silhouette, blurred, at the shadow's offset.
@MainActor
struct ShadowRenderTests {
    @Test func aShadowFallsAtItsOffset() throws {
        // A white square (invisible on white) whose black shadow sits 20 pt lower.
        let view = Rectangle().fill(Color.white).frame(width: 50, height: 50).shadow(color: .black, radius: 2, x: 0, y: 20)
        let image = try render(view, scale: 2)
        func luma(_ x: Int, _ y: Int) -> Int { Int(image[x: x, y: y]?.green ?? 0) }
        // The square spans 75…125 pt; its shadow 95…145 pt: dark below the square, white above it.
        #expect(luma(200, 2 * 135) < 40)
        #expect(luma(200, 2 * 70) == 255)
        #expect(luma(200, 2 * 100) == 255)
        // The blur softens the shadow's lower edge across ±3 radii (±6 pt).
        #expect(luma(200, 2 * 152) > 250)
        let edge = luma(200, 2 * 145)
        #expect(edge > 60 && edge < 200)
    }

    /// A colored shadow keeps its color across its blur: only a black shadow is blurred as alpha
    /// alone (D224). A red shadow's soft lower edge is pink on white, full red with green and blue
    /// halfway; were its colors left unblurred it would be gray there.
    @Test func aColoredShadowsSoftEdgeKeepsItsColor() throws {
        let view = Rectangle().fill(Color.white).frame(width: 50, height: 50)
            .shadow(color: Color(red: 1, green: 0, blue: 0), radius: 2, x: 0, y: 20)
        let image = try render(view, scale: 2)
        // The square spans 75…125 pt; its shadow 95…145 pt: at its lower edge it is half faded.
        let edge = try #require(image[x: 200, y: 2 * 145])
        #expect(edge.green > 60 && edge.green < 200, "\(edge)")
        #expect(edge.red == 255, "\(edge)")
        #expect(edge.green == edge.blue, "\(edge)")
    }
}

/// Issue #30's iOS references, item 9: `Circle().trim(from: 0, to: 1)` draws the whole circle
/// with no seam where its path starts (the headless layer left a 0.5 pt gap there, drawing the
/// trim as an open line whose butt ends did not join).
@MainActor
struct TrimSeamPixelTests {
    @Test func aFullTrimDrawsTheWholeClosedShape() throws {
        let whole = try render(
            ZStack {
                Color.white
                Circle().stroke(Color.black, style: StrokeStyle(lineWidth: 12, lineCap: .butt)).frame(width: 120, height: 120)
            })
        let trimmed = try render(
            ZStack {
                Color.white
                Circle().trim(from: 0, to: 1).stroke(Color.black, style: StrokeStyle(lineWidth: 12, lineCap: .butt))
                    .frame(width: 120, height: 120)
            })
        var differing = 0
        for y in 0..<200 { for x in 0..<200 where whole[x: x, y: y] != trimmed[x: x, y: y] { differing += 1 } }
        #expect(differing == 0, "\(differing) pixels differ from the untrimmed ring")
    }
}

/// A bundle PNG drawn stretched to its frame.
@MainActor
struct BitmapPixelTests {
    @Test func aResizableBundleImageFillsItsFrame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "airfit-bitmap-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A 2 × 2 px opaque orange PNG, written by the encoder the renderer's tests already use.
        var image = try PixelImage(width: 2, height: 2)
        for y in 0..<2 { for x in 0..<2 { image.set(x: x, y: y, to: .init(red: 255, green: 149, blue: 0, alpha: 255)) } }
        try Data(PNGEncoder.encode(image)).write(to: folder.appendingPathComponent("dot.png"))
        let bundle = try #require(Bundle(path: folder.path))
        let drawn = try render(
            ZStack {
                Color.white
                Image("dot", bundle: bundle).resizable().frame(width: 100, height: 100)
            })
        #expect(drawn[x: 100, y: 100] == .init(red: 255, green: 149, blue: 0, alpha: 255))
        // To its edges (50…150 px on the 200 px device), and nothing outside.
        #expect(drawn[x: 51, y: 51] == .init(red: 255, green: 149, blue: 0, alpha: 255))
        #expect(drawn[x: 48, y: 48] == .init(red: 255, green: 255, blue: 255, alpha: 255))
    }
}

/// Arabic drawn right to left with a face that has its letters (Noto Sans Arabic, SF Arabic's
/// stand-in, D171): in an Arabic layout a leading text sits at the right, and its glyphs are real
/// ink, not the boxes of a missing font.
@MainActor
struct ArabicPixelTests {
    @Test func arabicSitsAtTheLeadingEdgeOnTheRight() throws {
        var settings = RenderSettings(device: testDevice, scale: 1)
        settings.locale = Locale(identifier: "ar")
        let view = ZStack {
            Color.white
            Text(verbatim: "مرحبا بكم").font(.system(size: 24)).frame(maxWidth: .infinity, alignment: .leading)
        }
        let image = try Renderer().render(view, settings: settings)
        let left = image.ink(in: (x: 0..<100, y: 80..<120))
        let right = image.ink(in: (x: 100..<200, y: 80..<120))
        #expect(right > 1000 && left < right / 10, "left \(left), right \(right)")
        // The renderer loads only its pinned faces: without Noto Sans Arabic these words would be
        // drawn as missing-glyph boxes; with it they take 88 pt at 24 pt.
        let fonts = try FontLibrary.shared()
        let width = PangoTextMeasurer(fonts: fonts).measure(
            "مرحبا بكم", font: ResolvedFont(size: 24, weight: 400, design: .default, lineHeight: 29, monospacedDigits: false),
            maxWidth: nil, lineLimit: nil
        ).size.width
        #expect(width > 60 && width < 140, "\(width)")
    }
}

/// Chinese, Japanese and Korean drawn with a face that has their characters (Noto Sans CJK, the
/// stand-in for PingFang, Hiragino and Apple SD Gothic Neo, D312), not the hex boxes of a missing
/// font: a one-stroke character's ink is a bar, where a box is as tall as it is wide.
@MainActor
struct CJKPixelTests {
    /// The bounding box of the dark pixels of `character` drawn at 80 pt, in pixels.
    func inkBox(_ character: String) throws -> (width: Int, height: Int) {
        let drawn = try render(
            ZStack {
                Color.white
                Text(verbatim: character).font(.system(size: 80)).foregroundStyle(.black)
            })
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        for y in 0..<drawn.height {
            for x in 0..<drawn.width where (drawn[x: x, y: y]?.red ?? 255) < 128 {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        try #require(maxX >= minX, "\(character) drew no ink")
        return (maxX - minX + 1, maxY - minY + 1)
    }

    @Test(arguments: ["ㅡ", "一"])  // Hangul letter eu, U+3161; the Han numeral one, U+4E00
    func aHorizontalStrokeIsABar(character: String) throws {
        let box = try inkBox(character)
        #expect(box.width > 4 * box.height, "\(character): \(box)")
    }

    @Test func aVerticalStrokeIsABar() throws {
        let box = try inkBox("ㅣ")  // Hangul letter i, U+3163
        #expect(box.height > 4 * box.width, "\(box)")
    }
}

/// Chinese characters take the forms of the device's language, as iOS's font fallback gives them
/// (D313): Japanese forms under Japanese, Traditional under Traditional Chinese, and Simplified
/// (PingFang SC) under every other language, English included. Sources: usagimaru, "iOS で日本語
/// 文章に発生する中華フォント現象とは" (Qiita: on an English iPhone Japanese text takes a Chinese
/// face, Hiragino only under Japanese); a 2023 report that with English alone iOS takes the
/// Simplified Chinese standard for Han.
@MainActor
struct HanGlyphFormPixelTests {
    /// "骨" (bone), whose inner stroke turns one way in Simplified Chinese type and the other in
    /// Japanese and Traditional, drawn at 80 pt under `locale`.
    func bone(_ locale: String) throws -> PixelImage {
        var settings = RenderSettings(device: testDevice, scale: 1)
        settings.locale = Locale(identifier: locale)
        return try Renderer().render(
            ZStack {
                Color.white
                Text(verbatim: "骨").font(.system(size: 80)).foregroundStyle(.black)
            }, settings: settings)
    }

    func differingPixels(_ a: PixelImage, _ b: PixelImage) -> Int {
        var count = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x: x, y: y] != b[x: x, y: y] { count += 1 } }
        return count
    }

    @Test func englishTakesSimplifiedChineseFormsAndJapaneseItsOwn() throws {
        let english = try bone("en_US")
        #expect(differingPixels(english, try bone("zh_Hans_CN")) == 0)
        #expect(differingPixels(english, try bone("ja_JP")) > 100)
        #expect(differingPixels(english, try bone("zh_Hant_TW")) > 100)
    }

    @Test func languagesMapToTheirRegionsFaces() {
        let expected = [
            "en_US": "zh-cn", "de_DE": "zh-cn", "ar": "zh-cn", "ja_JP": "ja", "ko_KR": "ko", "zh_Hans_CN": "zh-cn", "zh-Hans": "zh-cn",
            "zh_Hant_TW": "zh-tw", "zh-Hant": "zh-tw", "zh_HK": "zh-hk", "zh_Hant_HK": "zh-hk", "zh_TW": "zh-tw",
        ]
        for (identifier, language) in expected {
            #expect(HanGlyphForms.language(for: Locale(identifier: identifier)) == language, "\(identifier)")
        }
    }

    /// Only Han characters and CJK punctuation are tagged, each run as one range of bytes: the
    /// Latin, kana and Hangul around them keep the language Pango derives for their script.
    @Test func onlyHanRunsAreTagged() {
        // "a" (1 byte), "骨" "肉" (3 each), "。" (3), "か" (kana, 3), "b", "𠀋" (Extension B, 4), "한" (3).
        let utf8 = Array("a骨肉。かb𠀋한".utf8)
        #expect(HanGlyphForms.ranges(in: utf8) == [1..<10, 14..<18])
        #expect(HanGlyphForms.ranges(in: Array("Settings · Réglages".utf8)).isEmpty)
    }
}

/// A JPEG photo in an asset catalog, decoded by libjpeg-turbo (D302).
@MainActor
struct JPEGPixelTests {
    /// 16 × 8 px, its left half (200, 40, 40) and its right half (40, 60, 200), quality 95 without
    /// chroma subsampling; listed as 2x under a name that is not the asset's.
    static let twoColors = Data(
        base64Encoded:
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAABwj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAACQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCX0TKANzIBrf/Z"
    )!

    /// Whether `pixel` is within 12 of each channel: JPEG's rounding, not a different color.
    func near(_ pixel: PixelImage.Pixel?, _ red: Int, _ green: Int, _ blue: Int) -> Bool {
        guard let pixel else { return false }
        return abs(Int(pixel.red) - red) <= 12 && abs(Int(pixel.green) - green) <= 12 && abs(Int(pixel.blue) - blue) <= 12
    }

    @Test func aJPEGImagesetDrawsItsPixelsAtItsScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "airfit-jpeg-\(ProcessInfo.processInfo.processIdentifier)")
        let imageset = folder.appendingPathComponent("Assets.xcassets/photo.imageset")
        try FileManager.default.createDirectory(at: imageset, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.twoColors.write(to: imageset.appendingPathComponent("beach.jpg"))
        try Data(#"{"images":[{"filename":"beach.jpg","idiom":"universal","scale":"2x"}]}"#.utf8)
            .write(to: imageset.appendingPathComponent("Contents.json"))
        let bundle = try #require(Bundle(path: folder.path))
        // At 2x the 16 × 8 px photo is 8 × 4 pt: drawn on a 1x device, from (96, 98) to (104, 102).
        let drawn = try render(
            ZStack {
                Color.white
                Image("photo", bundle: bundle)
            })
        #expect(near(drawn[x: 97, y: 99], 200, 40, 40))
        #expect(near(drawn[x: 102, y: 100], 40, 60, 200))
        #expect(drawn[x: 95, y: 99] == .init(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(drawn[x: 104, y: 99] == .init(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(drawn[x: 100, y: 102] == .init(red: 255, green: 255, blue: 255, alpha: 255))
    }

    /// A photo squeezed to no width draws nothing, and what is drawn after it still draws: scaling to
    /// a zero-width frame would leave the context unable to draw anything more.
    @Test func aPhotoInAFrameWithoutWidthLeavesTheRestDrawn() throws {
        let image = try #require(UIImage(data: Self.twoColors))
        let drawn = try render(
            ZStack {
                Color.white
                Image(uiImage: image).resizable().frame(width: 0, height: 40)
                Color(red: 0, green: 0.5, blue: 0).frame(width: 20, height: 20).offset(x: 30)
            })
        // The green square is centred 30 pt right of the device's centre: (120, 90) to (140, 110).
        #expect(drawn[x: 130, y: 100] == .init(red: 0, green: 128, blue: 0, alpha: 255))
        #expect(drawn[x: 100, y: 100] == .init(red: 255, green: 255, blue: 255, alpha: 255))
    }

    /// JPEG bytes from the network or a cache, as `UIImage(data:)` takes them, draw their pixels.
    @Test func jpegBytesDrawTheirPixels() throws {
        let image = try #require(UIImage(data: Self.twoColors))
        #expect(image.size == CGSize(width: 16, height: 8) && image.scale == 1)
        #expect(image.pngData() == nil)
        // 16 × 8 pt centred on the 200 pt device: from (92, 96) to (108, 104).
        let drawn = try render(
            ZStack {
                Color.white
                Image(uiImage: image)
            })
        #expect(near(drawn[x: 95, y: 100], 200, 40, 40))
        #expect(near(drawn[x: 105, y: 100], 40, 60, 200))
        #expect(drawn[x: 91, y: 100] == .init(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
