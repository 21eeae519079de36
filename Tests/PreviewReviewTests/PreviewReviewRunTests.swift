import Foundation
import ImageEncoding
import Testing

/// The review of a package's previews, run as a team runs it: the fixture's program, in worker processes.
@Suite(.serialized) struct PreviewReviewRunTests {
    @Test func drawsTheGoodPreviewAndReportsTheOneThatTrapsByFileAndLine() throws {
        let output = ReviewFixtureProcess.folder("review")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = try ReviewFixtureProcess.run(["--output", output, "--only", "Greeting-17,Greeting-29"])
        #expect(run.status == 1, "a preview that could not be drawn fails the review: \(run.output)")
        let files = ReviewFixtureProcess.files(in: output)
        let light = try #require(files["previews/Greeting-17/iphone16-light-large-en-us.png"])
        let dark = try #require(files["previews/Greeting-17/iphone16-dark-large-en-us.png"])
        let picture = try PNGDecoder.decode(Array(light))
        #expect(picture.width == 393 && picture.height == 852)
        // The screen behind the greeting is systemBackground: white in light, black in dark.
        #expect(picture[x: 4, y: 4] == PixelImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(try PNGDecoder.decode(Array(dark))[x: 4, y: 4] == PixelImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        // The accessibility picture: 16 pt margins, the 393 × 852 pt screen, 24 pt, the 320 pt list.
        let outlined = try PNGDecoder.decode(Array(try #require(files["previews/Greeting-17/accessibility.png"])))
        #expect(outlined.width == 769 && outlined.height == 884)
        // Element 2, the button, whose left edge is at x = 126 on the screen (its fill starts there),
        // is boxed in the second color, (0, 97, 199), from x = 16 + 126 inward; nothing outside the box.
        #expect(picture[x: 125, y: 460] == PixelImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(picture[x: 127, y: 460] == PixelImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(outlined[x: 143, y: 470] == PixelImage.Pixel(red: 0, green: 97, blue: 199, alpha: 255))
        #expect(outlined[x: 141, y: 470] == PixelImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(files.keys.filter { $0.hasPrefix("previews/Greeting-29/") }.isEmpty)
        let page = String(decoding: try #require(files["index.html"]), as: UTF8.self)
        #expect(page.contains("<h2 id=\"failures-title\">Not drawn (2)</h2>"))
        #expect(page.contains("<code>ReviewFixture/Greeting.swift:29</code>"))
        #expect(
            page.contains("trapped (signal 4): Fatal error: Unexpectedly found nil while unwrapping an Optional value (Greeting.swift:25)"))
        #expect(page.contains("<h3>Greeting <small>ReviewFixture/Greeting.swift:17</small></h3>"))
        #expect(run.output.contains("review: 2 pictures drawn, 2 not drawn"))
    }

    @Test func endsAPreviewThatNeverSettlesAfterTheTimeout() throws {
        let configuration = ReviewFixtureProcess.folder("timeout") + ".json"
        try Data(#"{"modules": ["ReviewFixture"], "scale": 1, "timeout": 2}"#.utf8).write(to: URL(fileURLWithPath: configuration))
        let output = ReviewFixtureProcess.folder("review")
        defer { for path in [output, configuration] { try? FileManager.default.removeItem(atPath: path) } }
        let run = try ReviewFixtureProcess.run(["--output", output, "--only", "Greeting-17,Greeting-44"], configuration: configuration)
        #expect(run.status == 1)
        #expect(run.output.contains("not drawn: previews/Greeting-44/iphone16-light-large-en-us.png: did not finish drawing within 2 s"))
        #expect(FileManager.default.fileExists(atPath: output + "/previews/Greeting-17/iphone16-light-large-en-us.png"))
    }

    @Test func shardsMergeIntoTheBytesOfOneRun() throws {
        let whole = ReviewFixtureProcess.folder("whole")
        let shards = (1...3).map { ReviewFixtureProcess.folder("shard-\($0)") }
        let merged = ReviewFixtureProcess.folder("merged")
        defer { for path in [whole, merged] + shards { try? FileManager.default.removeItem(atPath: path) } }
        let only = ["--only", "Greeting-17,Greeting-29"]
        _ = try ReviewFixtureProcess.run(["--output", whole] + only)
        for (index, shard) in shards.enumerated() {
            _ = try ReviewFixtureProcess.run(["--output", shard, "--shard", "\(index + 1)/3", "--jobs", "1"] + only)
        }
        let merge = try ReviewFixtureProcess.run(["--output", merged, "--merge"] + shards.reversed())
        #expect(merge.output.contains("review: 2 pictures drawn, 2 not drawn"), "\(merge.output)")
        let one = ReviewFixtureProcess.files(in: whole)
        let joined = ReviewFixtureProcess.files(in: merged)
        #expect(one.count == 8, "three pictures, two picture pages, the index, its style sheet and gallery.json")
        #expect(Set(one.keys) == Set(joined.keys))
        let identical = one.allSatisfy { joined[$0.key] == $0.value }
        #expect(identical, "the merged shards differ from one run in \(one.keys.filter { joined[$0] != one[$0] }.sorted())")
    }

    @Test func refusesASecondShardInTheSameFolderAndAnIncompleteMerge() throws {
        let folder = ReviewFixtureProcess.folder("shared")
        let other = ReviewFixtureProcess.folder("other")
        defer { for path in [folder, other] { try? FileManager.default.removeItem(atPath: path) } }
        let first = try ReviewFixtureProcess.run(["--output", folder, "--shard", "1/2", "--only", "Greeting-17"])
        #expect(first.status == 0, "\(first.output)")
        let second = try ReviewFixtureProcess.run(["--output", folder, "--shard", "2/2", "--only", "Greeting-17"])
        #expect(second.status != 0)
        #expect(second.output.contains("holds another shard (review-shard-1-of-2.json); give shard 2/2 a folder of its own"))
        let merge = try ReviewFixtureProcess.run(["--output", other, "--merge", folder])
        #expect(merge.output.contains("--merge needs each of the 2 shards once: missing 2"), "\(merge.output)")
        #expect(!FileManager.default.fileExists(atPath: other))
    }

    @Test func aBadConfigurationNamesItsLineAndExitsWithUsage() throws {
        let configuration = ReviewFixtureProcess.folder("bad") + ".json"
        try Data("{\n  \"modules\": [\"ReviewFixture\"],\n  \"devices\": [\"iphone99\"]\n}\n".utf8)
            .write(to: URL(fileURLWithPath: configuration))
        defer { try? FileManager.default.removeItem(atPath: configuration) }
        let output = ReviewFixtureProcess.folder("review")
        let run = try ReviewFixtureProcess.run(["--output", output], configuration: configuration)
        #expect(run.status == 64)
        #expect(run.output.contains(".json:3: unknown devices entry \"iphone99\"; use one of iphone12, iphone12promax, iphone13"))
        #expect(!FileManager.default.fileExists(atPath: output))
        let missing = try ReviewFixtureProcess.run(
            ["--output", output], configuration: configuration.replacingOccurrences(of: "bad", with: "absent"))
        #expect(missing.status == 64)
        let unknownModule = ReviewFixtureProcess.folder("module") + ".json"
        try Data(#"{"modules": ["NoSuchModule"]}"#.utf8).write(to: URL(fileURLWithPath: unknownModule))
        defer { try? FileManager.default.removeItem(atPath: unknownModule) }
        let none = try ReviewFixtureProcess.run(["--output", output], configuration: unknownModule)
        #expect(none.status != 0)
        #expect(
            none.output.contains(
                "module NoSuchModule has no #Preview and no PreviewProvider in this program; the modules with previews are ReviewFixture"))
    }
}
