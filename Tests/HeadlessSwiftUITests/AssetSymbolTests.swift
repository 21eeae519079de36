import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// The asset symbols Xcode generates, as this test target's `GenerateAssetSymbols` plugin writes
/// them from `Resources/Assets.xcassets` (D302): `Image(.badge)`, `Color(.brand)`,
/// `.foregroundStyle(.brand)`, `UIImage.badge` and `UIColor.brand` find the same assets their
/// names do (Apple: `ImageResource`, `ColorResource`, `Image.init(_:)`, `Color.init(_:)`).
@MainActor
struct AssetSymbolTests {
    func textPaint(_ style: some ShapeStyle, _ scheme: ColorScheme = .light) throws -> DisplayPaint {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let items = ViewHost(Text("Brand").foregroundStyle(style), environment: environment).displayList(on: .iPhone16)
        return try #require(items.compactMap { if case let .text(text) = $0.content { text.paint } else { nil } }.first)
    }

    /// `badge@2x.png` is 60 × 40 px: 30 × 20 pt, whether named by string or by symbol.
    @Test func anImageSymbolDrawsItsImageset() throws {
        let items = ViewHost(Image(.badge)).displayList(on: .iPhone16)
        let bitmap = try #require(items.first { if case let .bitmap(path) = $0.content { path.hasSuffix("badge@2x.png") } else { false } })
        #expect(bitmap.frame.size == CGSize(width: 30, height: 20))
        #expect(Image(.badge) == Image("badge", bundle: .module))
        #expect(UIImage.badge.size == CGSize(width: 30, height: 20))
        #expect(UIImage.badge.scale == 2)
    }

    /// Brand is red 255, green 0.400, blue 0x5A in light and 0.2 gray in dark.
    @Test func aColorSymbolHasItsSetsAppearances() throws {
        let light = DisplayPaint.color(red: 1, green: 0.4, blue: 90.0 / 255, opacity: 1)
        #expect(try textPaint(Color(.brand)) == light)
        #expect(try textPaint(.brand) == light)
        #expect(try textPaint(Color(uiColor: .brand)) == light)
        #expect(try textPaint(Color(.brand), .dark) == .color(red: 0.2, green: 0.2, blue: 0.2, opacity: 1))
    }

    /// A resource whose asset the catalog lacks draws nothing, as `Image(_:bundle:)` with that name.
    @Test func aResourceWithoutItsAssetDrawsNothing() {
        let missing = ImageResource(name: "missing", bundle: .module)
        let items = ViewHost(Image(missing)).displayList(on: .iPhone16)
        #expect(!items.contains { if case .bitmap = $0.content { true } else { false } })
        #expect(UIImage(resource: missing).size == .zero)
        #expect(ImageResource(name: "badge", bundle: .module) == .badge)
        #expect(ColorResource(name: "Brand", bundle: .module) != ColorResource(name: "Brand", bundle: .main))
    }

    /// `photo.imageset` holds `beach.jpg`, 16 × 8 px, listed in its `Contents.json` as 2x: a JPEG is
    /// found whatever its name, sized from its frame header, at the scale the list gives (8 × 4 pt).
    @Test func aJPEGInAnImagesetIsSizedAtItsListedScale() throws {
        let items = ViewHost(Image(.photo)).displayList(on: .iPhone16)
        let bitmap = try #require(items.first { if case let .bitmap(path) = $0.content { path.hasSuffix("beach.jpg") } else { false } })
        #expect(bitmap.frame.size == CGSize(width: 8, height: 4))
        #expect(UIImage.photo.scale == 2)
    }

    /// A JPEG's size is its start-of-frame segment's, found past the segments before it: here a
    /// Huffman table (marker 0xC4, inside the 0xC0–0xCF range but not a frame) comes first.
    @Test func aJPEGsSizeIsItsFramesPastOtherSegments() {
        let bytes: [UInt8] = [
            0xFF, 0xD8, 0xFF, 0xC4, 0x00, 0x06, 0x00, 0x01, 0x00, 0x02,
            0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x08, 0x00, 0x10, 0x03, 0x01, 0x11, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
        ]
        #expect(ImageLookup.pixelSize(ofJPEG: Data(bytes)) == CGSize(width: 16, height: 8))
        #expect(ImageLookup.pixelSize(ofJPEG: Data(bytes.prefix(12))) == nil)
        // A frame of height 0 (its height to come in a later DNL segment) has no size to lay out.
        var heightless = bytes
        heightless[16] = 0x00
        #expect(ImageLookup.pixelSize(ofJPEG: Data(heightless)) == nil)
        // A frame 0 px wide is invalid (T.81 B.2.2: X ≥ 1) and has no size either.
        var widthless = bytes
        widthless[18] = 0x00
        #expect(ImageLookup.pixelSize(ofJPEG: Data(widthless)) == nil)
        #expect(ImageLookup.pixelSize(ofJPEG: Data([0x89, 0x50, 0x4E, 0x47])) == nil)
    }

    /// A JPEG's size is read once per file, and again when the file is written again: here the same
    /// path holds first a 16 × 8 px frame, then (one byte longer) a 16 × 9 px one.
    @Test func aRewrittenJPEGIsMeasuredAgain() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-jpeg-size-\(UUID().uuidString).jpg")
        defer { try? FileManager.default.removeItem(at: url) }
        var bytes: [UInt8] = [
            0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x08, 0x00, 0x10, 0x03, 0x01, 0x11, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11,
            0x01, 0xFF, 0xD9,
        ]
        try Data(bytes).write(to: url)
        #expect(ImageLookup.pixelSize(of: url) == CGSize(width: 16, height: 8))
        #expect(ImageLookup.pixelSize(of: url) == CGSize(width: 16, height: 8))
        bytes[8] = 0x09
        try Data(bytes + [0x00]).write(to: url)
        #expect(ImageLookup.pixelSize(of: url) == CGSize(width: 16, height: 9))
    }
}
