import Foundation
import Testing

@testable import HeadlessSwiftUI

/// Which PNG `Image(_:bundle:)` draws (UIKit's `UIImage(named:in:)` on a 3x iPhone): the largest
/// scale there is, `@3x` before `@2x` before none; any PNG of an asset catalog's `NAME.imageset`,
/// whatever its file is called; a file whose PNG header gives no width or height is passed over.
struct ImageLookupTests {
    /// The first 24 bytes of a PNG: its signature and an IHDR chunk of `width` × `height` pixels.
    func png(_ width: UInt32, _ height: UInt32) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
        for value in [width, height] { data += Data([24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }) }
        return data
    }

    /// What `ImageLookup` finds for `name` in a bundle of `files`, written to a temporary folder
    /// that is removed afterwards.
    func find(_ name: String, in files: [String: Data]) throws -> (path: String?, pixelSize: CGSize?) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ImageLookupTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let found = ImageLookup.find(name, in: try #require(Bundle(path: root.path)))
        return (found.path, found.pixelSize)
    }

    @Test func theLargestScaleIsDrawn() throws {
        let found = try find(
            "badge",
            in: [
                "Assets.xcassets/badge.imageset/badge@2x.png": png(60, 40), "Assets.xcassets/badge.imageset/badge@3x.png": png(90, 60),
            ])
        #expect(found.path?.hasSuffix("badge@3x.png") == true)
        #expect(found.pixelSize == CGSize(width: 90, height: 60))
    }

    @Test func anyPNGOfTheImagesetIsItsImage() throws {
        let found = try find("art", in: ["Assets.xcassets/art.imageset/Artboard 1.png": png(12, 8)])
        #expect(found.path?.hasSuffix("Artboard 1.png") == true)
    }

    /// Only the imageset's own folder takes a file by any name: another image beside it in the
    /// bundle or in another imageset is not this one.
    @Test func anotherImagesPNGIsNotThisImage() throws {
        let found = try find(
            "art", in: ["other.png": png(10, 10), "Assets.xcassets/other.imageset/Artboard 2.png": png(12, 8)])
        #expect(found.path == nil && found.pixelSize == nil, "\(found)")
    }

    @Test func aPNGOfNoSizeIsPassedOver() throws {
        let found = try find("icon", in: ["icon@3x.png": png(0, 30), "icon@2x.png": png(20, 0), "icon.png": png(10, 10)])
        #expect(found.path?.hasSuffix("/icon.png") == true)
        #expect(found.pixelSize == CGSize(width: 10, height: 10))
    }
}

/// The "Render As" of an imageset (`properties.template-rendering-intent` in its `Contents.json`).
struct ImageRenderingIntentTests {
    func intent(_ json: String?) throws -> Image.TemplateRenderingMode? {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ImageLookupTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Assets.xcassets/logo.imageset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let json { try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json")) }
        return ImageLookup.renderingIntent(ofImageAt: folder.appendingPathComponent("logo@2x.png").path)
    }

    @Test func templateOriginalOrUnsaid() throws {
        #expect(try intent(#"{"properties":{"template-rendering-intent":"template"}}"#) == .template)
        #expect(try intent(#"{"properties":{"template-rendering-intent":"original"}}"#) == .original)
        #expect(try intent(#"{"properties":{"preserves-vector-representation":true}}"#) == nil)
        #expect(try intent(nil) == nil)
        #expect(try intent("not json") == nil)
    }
}
