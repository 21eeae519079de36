import Foundation
import HeadlessLayout
import HeadlessRuntime
import Testing

@testable import HeadlessSwiftUI

/// `UIImage` as SwiftUI code makes one and `Image(uiImage:)` shows it (UIKit: `init(named:in:with:)`
/// returns nil when no image has the name; `size` is in points, the pixels over `scale`).
@MainActor
struct UIImageTests {
    @Test func aNamedImageIsTheCatalogsBitmap() throws {
        let badge = try #require(UIImage(named: "badge", in: .module, with: nil))
        #expect(badge.scale == 2)
        // badge@2x.png is 60 × 40 pixels: 30 × 20 points.
        #expect(badge.size == CGSize(width: 30, height: 20))
        #expect(Image(uiImage: badge) == Image("badge", bundle: .module))
    }

    @Test func aMissingNameIsNil() {
        #expect(UIImage(named: "no-such-image", in: .module, with: nil) == nil)
        #expect(UIImage(named: "no-such-image") == nil)
        #expect(UIImage(contentsOfFile: "/no/such/file.png") == nil)
    }

    @Test func aFileIsReadWithTheScaleItsNameSays() throws {
        let path = try #require(Bundle.module.path(forResource: "badge@2x", ofType: "png", inDirectory: "Assets.xcassets/badge.imageset"))
        let badge = try #require(UIImage(contentsOfFile: path))
        #expect(badge.scale == 2)
        #expect(ViewHost(Image(uiImage: badge)).displayList(on: .iPhone16).contains { $0.content == .bitmap(path: path) })
    }

    @Test func aSymbolImageIsTheSymbol() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(Image(uiImage: star) == Image(systemName: "star.fill"))
    }

    /// PNG bytes decode to the bitmap they encode, drawn from one file per content: the same bytes
    /// give the same file, so a picture of them is the same.
    @Test func pngBytesAreTheBitmapTheyEncode() throws {
        let path = try #require(Bundle.module.path(forResource: "badge@2x", ofType: "png", inDirectory: "Assets.xcassets/badge.imageset"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let badge = try #require(UIImage(data: bytes))
        // 60 × 40 pixels at a scale of 1.
        #expect(badge.scale == 1 && badge.size == CGSize(width: 60, height: 40))
        let retina = try #require(UIImage(data: bytes, scale: 2))
        #expect(retina.scale == 2 && retina.size == CGSize(width: 30, height: 20))
        #expect(badge.pngData() == bytes && retina.pngData() == bytes)
        let host = ViewHost(Image(uiImage: retina))
        let drawn = try #require(host.displayList(on: .iPhone16).first { if case .bitmap = $0.content { true } else { false } })
        #expect(drawn.frame.size == CGSize(width: 30, height: 20))
        #expect(Image(uiImage: try #require(UIImage(data: bytes, scale: 2))) == Image(uiImage: retina))
    }

    /// JPEG bytes (16 × 8 px, as an image loader gets them from `URLSession`) are an image of their
    /// frame header's size, drawn from a `.jpg` file; UIKit's PNG encoding of them is not available.
    @Test func jpegBytesAreAnImageOfTheirFrameSize() throws {
        let bytes = try #require(
            Data(
                base64Encoded:
                    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAABwj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAACQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCX0TKANzIBrf/Z"
            ))
        let image = try #require(UIImage(data: bytes))
        #expect(image.size == CGSize(width: 16, height: 8))
        #expect(try #require(UIImage(data: bytes, scale: 2)).size == CGSize(width: 8, height: 4))
        #expect(image.pngData() == nil)
        let drawn = ViewHost(Image(uiImage: image)).displayList(on: .iPhone16)
        #expect(drawn.contains { if case let .bitmap(path) = $0.content { path.hasSuffix(".jpg") } else { false } })
    }

    @Test func bytesThatAreNotAPNGAreNil() {
        // A JPEG's first bytes, cut before its frame header: no size to read, so nil (D302 reads whole JPEGs).
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10])) == nil)
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(systemName: "star")?.pngData() == nil)
    }
}
