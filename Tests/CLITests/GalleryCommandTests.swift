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
                // Two pictures, their two pages, the review page, its style sheet and the audit page.
                #expect(result.stderr.contains("[1/2]") && result.output.contains("7 files"))
                pages.append(try Data(contentsOf: URL(fileURLWithPath: output + "/index.html")))
                pictures.append(try Data(contentsOf: URL(fileURLWithPath: output + "/screens/achievements-athletic-dark.png")))
            }
            #expect(pages[0] == pages[1] && pictures[0] == pictures[1])
            let page = String(decoding: pages[0], as: UTF8.self)
            // Every picture is on the page, linking to its own page with the screen's VoiceOver reading.
            #expect(
                page.contains("src=\"screens/achievements-athletic-light.png\"")
                    && page.contains("src=\"screens/achievements-athletic-dark.png\""))
            #expect(page.contains("href=\"review/screens-achievements-athletic-light.html\""))
            let detail = try String(
                contentsOfFile: folder.appendingPathComponent("a/review/screens-achievements-athletic-light.html").path, encoding: .utf8)
            #expect(detail.contains("VoiceOver reads") && detail.contains("First 100 kg, Epic, Earned 12 March"))
            #expect(detail.contains("Contrast in the athletic theme, light"))
            #expect(page.contains("id=\"audit\"") && page.contains("href=\"audit.html#contrast\""))
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
