import Foundation
import GalleryReview
import ImageComparison
import ImageEncoding
import Testing

/// `airfit gallery --baseline`'s comparison: a baseline folder prepared with known alterations,
/// and exactly those reported.
struct GalleryComparisonTests {
    /// A small gallery: three stills, an animation of three frames and its contact sheet.
    static func gallery() throws -> [String: [UInt8]] {
        let frames = try [0, 40, 80].map { try TestPictures.image(rectangles: [($0, 60, 30, 30)]) }
        return [
            "screens/a-light.png": try TestPictures.png(try TestPictures.image(rectangles: [(20, 20, 40, 40)])),
            "screens/b-light.png": try TestPictures.png(try TestPictures.image()),
            "screens/c-light.png": try TestPictures.png(try TestPictures.image(rectangles: [(150, 100, 20, 20)])),
            "animations/move.png": try APNGEncoder.encode(frames: frames, framesPerSecond: 30),
            "animations/move-frames.png": try TestPictures.png(try TestPictures.image(width: 60, height: 20)),
            "index.html": Array("<!doctype html>".utf8),
            "gallery.json": try GalleryManifest(pictures: ["screens/a-light.png", "screens/b-light.png"]).json(),
        ]
    }

    func compare(_ new: [String: [UInt8]], baseline files: [String: [UInt8]]) throws -> (ChangeReport, [String: [UInt8]]) {
        let folder = try TestPictures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestPictures.write(files, to: folder)
        let result = try GalleryComparison.compare(new, with: try GalleryBaseline(path: folder.path))
        return (result.report, result.files)
    }

    /// The summary line names only the kinds of change there are, each with its count.
    @Test func theSummaryNamesOnlyTheChangesThereAre() throws {
        let gallery = try Self.gallery()
        #expect(try compare(gallery, baseline: gallery).0.summary == "nothing changed; 4 unchanged")
        var fewer = gallery
        fewer["screens/c-light.png"] = nil
        #expect(try compare(fewer, baseline: gallery).0.summary == "1 removed; 3 unchanged")
    }

    @Test func anIdenticalBaselineReportsNothing() throws {
        let gallery = try Self.gallery()
        let (report, files) = try compare(gallery, baseline: gallery)
        #expect(report.pictures == [])
        #expect(report.unchanged == ["animations/move.png", "screens/a-light.png", "screens/b-light.png", "screens/c-light.png"])
        #expect(!report.hasChanges)
        #expect(files.keys.sorted() == ["changes.json"])
    }

    /// The threshold's color tolerance, not only its share of pixels: a picture one level lighter
    /// in every pixel (ΔE_OK about 0.003 on this lavender) is unchanged; sixteen levels darker in
    /// every pixel (ΔE_OK about 0.05, over the 0.02 tolerance) is a change of every pixel.
    @Test func aShiftOfEveryPixelCountsOnlyOverTheColorTolerance() throws {
        func shifted(by levels: Int) throws -> [UInt8] {
            let pixel = TestPictures.background
            func channel(_ value: UInt8) -> UInt8 { UInt8(min(max(Int(value) + levels, 0), 255)) }
            var image = try TestPictures.image()
            for y in 0..<160 {
                for x in 0..<200 {
                    image.set(
                        x: x, y: y, to: .init(red: channel(pixel.red), green: channel(pixel.green), blue: channel(pixel.blue), alpha: 255))
                }
            }
            return try TestPictures.png(image)
        }
        let gallery = try Self.gallery()
        var baseline = gallery
        baseline["screens/b-light.png"] = try shifted(by: 1)
        var (report, _) = try compare(gallery, baseline: baseline)
        #expect(report.unchanged.contains("screens/b-light.png") && !report.hasChanges)
        baseline["screens/b-light.png"] = try shifted(by: -16)
        (report, _) = try compare(gallery, baseline: baseline)
        let change = try #require(report.pictures(.changed).first)
        #expect(change.path == "screens/b-light.png" && change.changedShare == 1)
    }

    @Test func exactlyTheAlteredPicturesAreReported() throws {
        let gallery = try Self.gallery()
        var baseline = gallery
        // Altered: a still moved by a block, and the animation's second frame.
        baseline["screens/a-light.png"] = try TestPictures.png(try TestPictures.image(rectangles: [(100, 100, 40, 40)]))
        let frames = try [0, 50, 80].map { try TestPictures.image(rectangles: [($0, 60, 30, 30)]) }
        baseline["animations/move.png"] = try APNGEncoder.encode(frames: frames, framesPerSecond: 30)
        // Removed since: a picture only the baseline has; added: one only the new gallery has.
        baseline["screens/old-light.png"] = try TestPictures.png(try TestPictures.image())
        baseline["screens/c-light.png"] = nil
        // Below the threshold: one pixel of b changed to black, under 0.1% of its pixels.
        var nearly = try TestPictures.image()
        nearly.set(x: 5, y: 5, to: .init(red: 0, green: 0, blue: 0, alpha: 255))
        baseline["screens/b-light.png"] = try TestPictures.png(nearly)

        let (report, files) = try compare(gallery, baseline: baseline)
        #expect(report.pictures(.changed).map(\.path) == ["animations/move.png", "screens/a-light.png"])
        #expect(report.pictures(.added).map(\.path) == ["screens/c-light.png"])
        #expect(report.pictures(.removed).map(\.path) == ["screens/old-light.png"])
        #expect(report.unchanged == ["screens/b-light.png"])

        let still = try #require(report.pictures(.changed).last)
        // Two 40 × 40 blocks of 200 × 160 px changed; the two regions are as large, and the first
        // from the top is named.
        #expect(still.changedShare == 3_200.0 / 32_000)
        #expect(still.detail == "10.0% of the pixels; largest changed region 48 × 48 px at (16, 16)")
        #expect(still.before == "changes/before/screens/a-light.png")
        #expect(still.difference == "changes/difference/screens/a-light.png")
        #expect(files["changes/before/screens/a-light.png"] == baseline["screens/a-light.png"])
        let difference = try PNGDecoder.decode(try #require(files["changes/difference/screens/a-light.png"]))
        #expect(difference[x: 110, y: 110] == .init(red: 255, green: 0, blue: 255, alpha: 255))
        #expect(difference[x: 5, y: 5]?.red != 255)

        let animation = try #require(report.pictures(.changed).first)
        #expect(animation.frames == PictureChange.Frames(before: 3, after: 3, changed: 1))
        #expect(animation.detail.hasPrefix("1 of 3 frames changed, at most "))
        #expect(animation.detail.contains("(frame 2)"))
        // The animation's difference plays as it does: three frames at its 30 fps, magenta only in the second.
        #expect(animation.difference == "changes/difference/animations/move.png")
        let differenceBytes = try #require(files["changes/difference/animations/move.png"])
        let differenceFrames = try APNGDecoder.frames(differenceBytes)
        let control = try #require(try PNGChunks.parse(differenceBytes).first { $0.type == "fcTL" })
        #expect(Array(control.data[20..<24]) == [0, 1, 0, 30])
        #expect(differenceFrames.count == 3)
        let magenta = PixelImage.Pixel(red: 255, green: 0, blue: 255, alpha: 255)
        #expect(differenceFrames.map { frame in (0..<frame.width).contains { frame[x: $0, y: 70] == magenta } } == [false, true, false])
        #expect(files["changes/before/screens/old-light.png"] == baseline["screens/old-light.png"])
    }

    /// Each status's pictures are listed in the review page's order (screens before animations),
    /// not alphabetically, where the page order is given.
    @Test func changesFollowThePageOrder() throws {
        var baseline = try Self.gallery()
        baseline["screens/a-light.png"] = try TestPictures.png(try TestPictures.image(rectangles: [(100, 100, 40, 40)]))
        let frames = try [0, 50, 80].map { try TestPictures.image(rectangles: [($0, 60, 30, 30)]) }
        baseline["animations/move.png"] = try APNGEncoder.encode(frames: frames, framesPerSecond: 30)
        let folder = try TestPictures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestPictures.write(baseline, to: folder)
        let order = ["screens/a-light.png", "screens/b-light.png", "screens/c-light.png", "animations/move.png"]
        let result = try GalleryComparison.compare(try Self.gallery(), with: try GalleryBaseline(path: folder.path), pageOrder: order)
        #expect(result.report.pictures(.changed).map(\.path) == ["screens/a-light.png", "animations/move.png"])
    }

    @Test func anotherSizeOrFrameCountIsAChangeNotACrash() throws {
        let gallery = try Self.gallery()
        var baseline = gallery
        baseline["screens/a-light.png"] = try TestPictures.png(try TestPictures.image(width: 100, height: 80))
        let frames = try [0, 40].map { try TestPictures.image(rectangles: [($0, 60, 30, 30)]) }
        baseline["animations/move.png"] = try APNGEncoder.encode(frames: frames, framesPerSecond: 30)
        let (report, _) = try compare(gallery, baseline: baseline)
        let changes = Dictionary(uniqueKeysWithValues: report.pictures(.changed).map { ($0.path, $0) })
        #expect(changes["screens/a-light.png"]?.detail == "was 100 × 80 px, is 200 × 160 px")
        #expect(changes["animations/move.png"]?.detail == "had 2 frames, has 3 frames")
        #expect(changes["animations/move.png"]?.frames == PictureChange.Frames(before: 2, after: 3, changed: 0))
    }

    @Test func anUnreadableBaselinePictureIsReported() throws {
        var baseline = try Self.gallery()
        baseline["screens/b-light.png"] = Array("not a png".utf8)
        let (report, _) = try compare(try Self.gallery(), baseline: baseline)
        let unreadable = try #require(report.pictures(.unreadable).first)
        #expect(unreadable.path == "screens/b-light.png")
        #expect(unreadable.detail.hasPrefix("the baseline's picture cannot be decoded: "))
    }

    @Test func aMissingBaselineFolderIsAnErrorNamingIt() {
        #expect(throws: GalleryBaselineError.self) { try GalleryBaseline(path: "/nonexistent-airfit/gallery") }
        do {
            _ = try GalleryBaseline(path: "/nonexistent-airfit/gallery")
        } catch {
            #expect(error.description.hasPrefix("--baseline /nonexistent-airfit/gallery: no such folder"))
        }
    }

    /// A folder that `airfit gallery` did not write is refused, naming it: pointed at `Sources/`,
    /// the comparison used to report every picture as added and pass.
    @Test func aFolderWithoutAGalleryManifestIsRefused() throws {
        let folder = try TestPictures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = try Self.gallery()
        files["gallery.json"] = nil
        try TestPictures.write(files, to: folder)
        #expect(throws: GalleryBaselineError.self) { try GalleryBaseline(path: folder.path) }
        do {
            _ = try GalleryBaseline(path: folder.path)
        } catch {
            #expect(
                error.description == "--baseline \(folder.path): not a gallery folder (it has no gallery.json); "
                    + "name a folder an earlier `airfit gallery` wrote")
        }
        try Data(#"{"generator": "something else", "pictures": [], "schemaVersion": 1}"#.utf8)
            .write(to: folder.appendingPathComponent("gallery.json"))
        #expect(throws: GalleryBaselineError.self) { try GalleryBaseline(path: folder.path) }
        try Data(#"{"generator": "airfit gallery", "pictures": [], "schemaVersion": 2}"#.utf8)
            .write(to: folder.appendingPathComponent("gallery.json"))
        do {
            _ = try GalleryBaseline(path: folder.path)
            Issue.record("a manifest of a newer schema was accepted")
        } catch {
            #expect(error.description.hasSuffix("schema version 2; this airfit reads up to 1"))
        }
    }

    /// The manifest is sorted and byte-for-byte stable.
    @Test func theManifestListsThePicturesSorted() throws {
        let manifest = GalleryManifest(pictures: ["screens/b.png", "animations/a.png"])
        #expect(manifest.pictures == ["animations/a.png", "screens/b.png"])
        let text = String(decoding: try manifest.json(), as: UTF8.self)
        #expect(
            text == """
                {
                  "generator" : "airfit gallery",
                  "pictures" : [
                    "animations/a.png",
                    "screens/b.png"
                  ],
                  "schemaVersion" : 1
                }

                """)
        #expect(try JSONDecoder().decode(GalleryManifest.self, from: Data(text.utf8)) == manifest)
    }

    @Test func theReportIsTheSameBytesEveryTime() throws {
        var baseline = try Self.gallery()
        baseline["screens/a-light.png"] = try TestPictures.png(try TestPictures.image())
        let folder = try TestPictures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestPictures.write(baseline, to: folder)
        let first = try GalleryComparison.compare(try Self.gallery(), with: try GalleryBaseline(path: folder.path)).files["changes.json"]
        let second = try GalleryComparison.compare(try Self.gallery(), with: try GalleryBaseline(path: folder.path)).files["changes.json"]
        let json = try #require(first)
        #expect(first == second)
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains("\"schemaVersion\" : 1"))
        #expect(text.contains("\"allowedFraction\" : 0.001"))
    }
}
