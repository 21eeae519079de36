#if os(Linux)
    import Foundation
    import Testing

    /// `airfit gallery`, on a slice of the gallery (the whole one runs from the README's main command).
    struct GalleryCommandTests {
        @Test func aSliceOfTheGalleryIsCompleteLinkedAndTheSameEveryTime() throws {
            let folder = try RenderCommandTests.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            var pages: [Data] = []
            var pictures: [Data] = []
            for run in ["a", "b"] {
                let output = folder.appendingPathComponent(run).path
                let result = try AirfitProcess.run(["gallery", "--output", output, "--only", "achievements-athletic"])
                #expect(result.status == 0, "\(result.stderr)")
                #expect(result.stderr.contains("[1/2]") && result.output.contains("3 files"))
                pages.append(try Data(contentsOf: URL(fileURLWithPath: output + "/index.html")))
                pictures.append(try Data(contentsOf: URL(fileURLWithPath: output + "/screens/achievements-athletic-dark.png")))
            }
            #expect(pages[0] == pages[1] && pictures[0] == pictures[1])
            let page = String(decoding: pages[0], as: UTF8.self)
            // Every picture is on the page, with the screen's VoiceOver reading beside its home-theme light picture.
            #expect(
                page.contains("src=\"screens/achievements-athletic-light.png\"")
                    && page.contains("src=\"screens/achievements-athletic-dark.png\""))
            #expect(page.contains("VoiceOver reads") && page.contains("First 100 kg, Epic, Earned 12 March"))
            #expect(page.contains("id=\"audit\""))
            // No half-built folder is left beside it.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a", "b"])
        }

        @Test func badInputNamesIt() throws {
            let missing = try AirfitProcess.run(["gallery", "--output", "/nonexistent-airfit/gallery"])
            #expect(missing.status != 0 && missing.stderr.contains("/nonexistent-airfit"))
            let folder = try RenderCommandTests.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let nothing = try AirfitProcess.run([
                "gallery", "--output", folder.appendingPathComponent("g").path, "--only", "no-such-picture",
            ])
            #expect(nothing.status != 0 && nothing.stderr.contains("no-such-picture"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("g").path))
        }
    }
#endif
