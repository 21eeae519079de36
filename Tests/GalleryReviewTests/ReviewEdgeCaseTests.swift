import Foundation
import GalleryReview
import ImageComparison
import ImageEncoding
import Testing

/// What a comparison shows in the cases its common path does not meet: an animation that lost
/// frames, an animation whose frame delay is not a whole number of frames per second, and the page's
/// pictures of what was added and removed.
struct ReviewEdgeCaseTests {
    /// The first `fcTL` of an animated PNG given the delay `numerator / denominator` s, its CRC redone.
    static func withDelay(_ bytes: [UInt8], numerator: UInt16, denominator: UInt16) throws -> [UInt8] {
        var bytes = bytes
        var offset = PNGChunks.signature.count
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            if String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) == "fcTL" {
                let data = offset + 8
                bytes[data + 20] = UInt8(numerator >> 8)
                bytes[data + 21] = UInt8(numerator & 0xFF)
                bytes[data + 22] = UInt8(denominator >> 8)
                bytes[data + 23] = UInt8(denominator & 0xFF)
                let crc = crc32(Array(bytes[offset + 4..<data + length]))
                for k in 0..<4 { bytes[data + length + k] = UInt8((crc >> (24 - 8 * UInt32(k))) & 0xFF) }
                return bytes
            }
            offset += 12 + length
        }
        throw ImageEncodingError("no fcTL chunk")
    }

    /// CRC-32 as PNG defines it (ISO 3309, polynomial 0xEDB88320, reflected).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func frames(_ offsets: [Int]) throws -> [PixelImage] {
        try offsets.map { try TestPictures.image(rectangles: [($0, 60, 30, 30)]) }
    }

    func compare(_ new: [String: [UInt8]], baseline files: [String: [UInt8]]) throws -> (ChangeReport, [String: [UInt8]]) {
        let folder = try TestPictures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var baseline = files
        baseline["gallery.json"] = try GalleryManifest(pictures: files.keys.sorted()).json()
        try TestPictures.write(baseline, to: folder)
        let result = try GalleryComparison.compare(new, with: try GalleryBaseline(path: folder.path))
        return (result.report, result.files)
    }

    /// A baseline animation with more frames than the new one: the frames both have are compared,
    /// and the lost one is named, not read past the end.
    @Test func anAnimationThatLostAFrameIsAChange() throws {
        let now = try APNGEncoder.encode(frames: try Self.frames([0, 40, 80]), framesPerSecond: 30)
        let before = try APNGEncoder.encode(frames: try Self.frames([0, 40, 80, 120]), framesPerSecond: 30)
        let (report, _) = try compare(["animations/move.png": now], baseline: ["animations/move.png": before])
        let change = try #require(report.pictures(.changed).first)
        #expect(change.detail == "had 4 frames, has 3 frames")
        #expect(change.frames == PictureChange.Frames(before: 4, after: 3, changed: 0))
    }

    /// The difference animation plays at the new animation's rate, rounded to a whole number of
    /// frames per second: a delay of 2/25 s is 12.5 fps, played at 13.
    @Test func theDifferencePlaysAtTheNewAnimationsRateRounded() throws {
        let now = try Self.withDelay(
            try APNGEncoder.encode(frames: try Self.frames([0, 40, 80]), framesPerSecond: 30), numerator: 2, denominator: 25)
        let before = try APNGEncoder.encode(frames: try Self.frames([0, 50, 80]), framesPerSecond: 30)
        let (report, files) = try compare(["animations/move.png": now], baseline: ["animations/move.png": before])
        #expect(report.pictures(.changed).map(\.path) == ["animations/move.png"])
        let difference = try #require(files["changes/difference/animations/move.png"])
        let control = try #require(try PNGChunks.parse(difference).first { $0.type == "fcTL" })
        #expect(Array(control.data[20..<24]) == [0, 1, 0, 13])
    }

    /// An added picture is shown from the new gallery, a removed one from the baseline's copy kept
    /// under `changes/before/`; a picture with neither is named with why.
    @Test func addedAndRemovedPicturesShowTheirOwnCopies() throws {
        let image = try TestPictures.png(try TestPictures.image())
        let (report, _) = try compare(["screens/new-light.png": image], baseline: ["screens/old-light.png": image])
        let html = ChangesSection.html(report)
        let added = try #require(html.range(of: "<h3>Added (1)</h3>"))
        let removed = try #require(html.range(of: "<h3>Removed (1)</h3>"))
        #expect(html[added.upperBound..<removed.lowerBound].contains("<img src=\"screens/new-light.png\""))
        #expect(html[removed.upperBound...].contains("<img src=\"changes/before/screens/old-light.png\""))
        #expect(!html.contains("<img src=\"screens/old-light.png\""))
    }

    /// `GalleryBaseline.maximumFileBytes` (256 MiB) is the largest baseline picture read: a file of
    /// exactly that size is read (and then found not to be a PNG: it is all zeros), one byte more is
    /// refused with the limit named. Both files are sparse, so the test writes no 256 MiB to disk.
    @Test func aBaselinePictureMayBeExactlyTheLargestRead() throws {
        let gallery = try GalleryComparisonTests.gallery()
        for (extra, expected) in [
            (0, "the baseline's picture cannot be decoded: "), (1, "the baseline's file: the file is 268435457 bytes; "),
        ] {
            let folder = try TestPictures.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            try TestPictures.write(gallery, to: folder)
            let file = folder.appendingPathComponent("screens/b-light.png")
            #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: UInt64(GalleryBaseline.maximumFileBytes + extra))
            try handle.close()
            let result = try GalleryComparison.compare(gallery, with: try GalleryBaseline(path: folder.path))
            let unreadable = try #require(result.report.pictures(.unreadable).first { $0.path == "screens/b-light.png" })
            #expect(unreadable.detail.hasPrefix(expected), "\(extra): \(unreadable.detail)")
            #expect(unreadable.detail.hasSuffix("the limit is 268435456") == (extra == 1), "\(extra): \(unreadable.detail)")
        }
    }

    /// Where an animation's frames change equally, the report names the first of them: two frames
    /// each with the same square moved read "(frame 1)", not the last.
    @Test func theFirstOfEquallyChangedFramesIsNamed() throws {
        let now = try APNGEncoder.encode(frames: try Self.frames([40, 40, 80]), framesPerSecond: 30)
        let before = try APNGEncoder.encode(frames: try Self.frames([0, 0, 80]), framesPerSecond: 30)
        let (report, _) = try compare(["animations/move.png": now], baseline: ["animations/move.png": before])
        let change = try #require(report.pictures(.changed).first)
        #expect(change.frames == PictureChange.Frames(before: 3, after: 3, changed: 2))
        #expect(change.detail.hasPrefix("2 of 3 frames changed, at most "), "\(change.detail)")
        #expect(change.detail.contains("(frame 1)"), "\(change.detail)")
    }

    /// A still picture that became an animation is described as one: its frame count and the
    /// frames compared (the one both have), in the singular where there is one.
    @Test func aStillPictureThatBecameAnAnimationIsDescribedAsOne() throws {
        let now = try APNGEncoder.encode(frames: try Self.frames([40, 80, 120]), framesPerSecond: 30)
        let before = try TestPictures.png(try TestPictures.image(rectangles: [(0, 60, 30, 30)]))
        let (report, _) = try compare(["animations/move.png": now], baseline: ["animations/move.png": before])
        let change = try #require(report.pictures(.changed).first)
        #expect(change.detail.hasPrefix("had 1 frame, has 3 frames; 1 of 1 frames changed, at most "), "\(change.detail)")
        #expect(change.detail.contains("(frame 1)"), "\(change.detail)")
    }

    /// `--only` compares with the baseline's pictures whose path contains the filter, not all of
    /// them.
    @Test func aBaselineRestrictedToAFilterKeepsOnlyItsPictures() throws {
        let folder = try TestPictures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = try TestPictures.png(try TestPictures.image())
        var files = ["components/buttons-light.png": picture, "screens/home-light.png": picture]
        files["gallery.json"] = try GalleryManifest(pictures: ["components/buttons-light.png", "screens/home-light.png"]).json()
        try TestPictures.write(files, to: folder)
        let baseline = try GalleryBaseline(path: folder.path)
        #expect(baseline.restricted(to: "buttons").pictures == ["components/buttons-light.png"])
        #expect(baseline.restricted(to: nil).pictures == ["components/buttons-light.png", "screens/home-light.png"])
    }

    /// A baseline's manifest is read up to 16 MiB: one of exactly that size (a real manifest
    /// padded with the spaces JSON allows after it) is read, one byte more is refused.
    @Test func aManifestOfExactlySixteenMebibytesIsRead() throws {
        for (extra, readable) in [(0, true), (1, false)] {
            let folder = try TestPictures.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            var manifest = try GalleryManifest(pictures: []).json()
            manifest += [UInt8](repeating: UInt8(ascii: " "), count: 16 << 20 - manifest.count + extra)
            try TestPictures.write(["gallery.json": manifest], to: folder)
            #expect(((try? GalleryBaseline(path: folder.path)) != nil) == readable, "16 MiB + \(extra)")
        }
    }

    /// A thumbnail's height keeps its picture's aspect: a 1179 × 2556 px picture shown 200 CSS
    /// pixels wide is 434 tall.
    @Test func aThumbnailKeepsItsPicturesAspect() {
        let figure = HTML.figure(
            source: "a.png", link: "a.html", alt: "A", caption: "A", width: 200, size: (width: 1179, height: 2556))
        #expect(figure.contains("width=\"200\" height=\"434\""), "\(figure)")
    }

    /// The difference of a still picture is a still PNG, not a one-frame animation.
    @Test func aStillPicturesDifferenceIsAStillPNG() throws {
        let now = try TestPictures.png(try TestPictures.image(rectangles: [(40, 60, 30, 30)]))
        let before = try TestPictures.png(try TestPictures.image(rectangles: [(0, 60, 30, 30)]))
        let (_, files) = try compare(["screens/home.png": now], baseline: ["screens/home.png": before])
        let difference = try #require(files["changes/difference/screens/home.png"])
        let chunks = try PNGChunks.parse(difference).map(\.type)
        #expect(chunks.contains("IDAT") && !chunks.contains("acTL"), "\(chunks)")
    }

    /// A picture page's layout check lists each finding, says "Nothing found" with what the check
    /// looks for when the list is empty, and "Not checked." when the picture was not checked.
    @Test func aPicturePagesLayoutCheckListsWhatItFound() {
        #expect(HTML.layoutCheckList(nil) == "<p>Not checked.</p>\n")
        #expect(HTML.layoutCheckList([]).hasPrefix("<p class=\"lint clean\">Nothing found: "))
        let found = HTML.layoutCheckList([(kind: "overlappingText", detail: "\"Run\" & \"Walk\" overlap")])
        #expect(found == "<ul>\n<li class=\"lint found\">overlappingText: &quot;Run&quot; &amp; &quot;Walk&quot; overlap</li>\n</ul>\n")
    }
}
