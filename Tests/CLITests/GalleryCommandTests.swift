#if os(Linux)
    import Foundation
    import Testing

    /// `airfit gallery`, on a slice of the gallery (the whole one runs from the README's main command).
    struct GalleryCommandTests {
        /// A picture's bytes do not depend on what the process drew before it: German text at AX5
        /// drawn after the rep counter in Arabic (which draws Inter at other weights) is the same as
        /// drawn alone. With Inter's weights set on its variable face, a glyph edge of "aber" drew
        /// 1 to 3 levels off there (cairo 1.16 shares one FreeType face between variations, D206).
        @Test func aPictureIsTheSameWhateverWasDrawnBeforeIt() throws {
            let folder = try RenderCommandTests.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            var pictures: [Data] = []
            for (run, only) in [("alone", "languages/chat-de-ax5"), ("after", "languages/rep-counter-ar,languages/chat-de-ax5")] {
                let output = folder.appendingPathComponent(run).path
                let result = try AirfitProcess.run(["gallery", "--output", output, "--only", only])
                #expect(result.status == 0, "\(result.stderr)")
                pictures.append(try Data(contentsOf: URL(fileURLWithPath: output + "/languages/chat-de-ax5.png")))
            }
            // Compared as one Bool: a failing comparison of two pictures' bytes would list every byte.
            let same = pictures[0] == pictures[1]
            #expect(same, "languages/chat-de-ax5.png drawn after languages/rep-counter-ar differs from the same picture drawn alone")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("after/languages/rep-counter-ar-dark.png").path))
        }

        /// A screen in its home theme, light, brings its accessibility picture (issue #39): the
        /// 393 × 852 pt screen and the 320 pt list, 16 pt margins and 24 pt between, at 2x, linked
        /// from the screen's row. The same screen in another theme or dark brings none.
        @Test func aScreensAccessibilityPictureIsDrawnWithItsHomeThemeInLight() throws {
            let folder = try RenderCommandTests.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let output = folder.appendingPathComponent("g").path
            let result = try AirfitProcess.run([
                "gallery", "--output", output, "--only", "screens/today-liquid-light,screens/chat-athletic",
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let picture = try Data(contentsOf: URL(fileURLWithPath: output + "/screens/today-liquid-light-accessibility.png"))
            // 1538 × 1768 (769 × 884 pt at 2x: 16 + 393 + 24 + 320 + 16 wide), read from the IHDR.
            #expect(Array(picture[16..<24]) == [0, 0, 0x06, 0x02, 0, 0, 0x06, 0xE8])
            let page = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
            #expect(
                page.contains(
                    "<img src=\"screens/today-liquid-light-accessibility.png\" alt=\"today: every element VoiceOver reads, boxed and numbered in its order\""
                ))
            // Chat's home theme is pastel: drawn here only in the athletic one, so no accessibility picture.
            #expect(!FileManager.default.fileExists(atPath: output + "/screens/chat-pastel-light-accessibility.png"))
        }

        @Test func aSliceOfTheGalleryIsCompleteLinkedAndTheSameEveryTime() throws {
            let folder = try RenderCommandTests.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            var pages: [Data] = []
            var pictures: [Data] = []
            for run in ["a", "b"] {
                let output = folder.appendingPathComponent(run).path
                let result = try AirfitProcess.run(["gallery", "--output", output, "--only", "achievements-athletic"])
                #expect(result.status == 0, "\(result.stderr)")
                // Two pictures, their two pages, the light one's accessibility picture (athletic is the
                // screen's home theme), the review page, its style sheet, the audit page and the manifest.
                #expect(result.stderr.contains("[1/2]") && result.output.contains("9 files"))
                pages.append(try Data(contentsOf: URL(fileURLWithPath: output + "/index.html")))
                pictures.append(try Data(contentsOf: URL(fileURLWithPath: output + "/screens/achievements-athletic-dark.png")))
            }
            let sameBytes = pages[0] == pages[1] && pictures[0] == pictures[1]
            #expect(sameBytes, "two runs of one slice wrote different bytes")
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
            let manifest = try String(contentsOfFile: folder.appendingPathComponent("a/gallery.json").path, encoding: .utf8)
            #expect(
                manifest.contains(
                    "\"screens/achievements-athletic-dark.png\",\n    \"screens/achievements-athletic-light-accessibility.png\",\n"
                        + "    \"screens/achievements-athletic-light.png\""))
            // No half-built folder is left beside it.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a", "b"])
            // Compared with an identical gallery, nothing changed: --fail-on-change passes.
            let same = try AirfitProcess.run([
                "gallery", "--output", folder.appendingPathComponent("c").path, "--only", "achievements-athletic",
                "--baseline", folder.appendingPathComponent("a").path, "--fail-on-change",
            ])
            #expect(same.status == 0 && same.output.contains("3 unchanged"), "\(same.output) \(same.stderr)")
        }

        /// Each screen has a language row (German at Large and AX5, Arabic light and dark, double-length),
        /// its pictures tagged for the page's language filter; `--locale` draws the rest in a language.
        @Test func theLanguageRowAndTheLocaleOption() throws {
            let folder = try RenderCommandTests.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let output = folder.appendingPathComponent("languages").path
            let result = try AirfitProcess.run(["gallery", "--output", output, "--only", "languages/today"])
            #expect(result.status == 0, "\(result.stderr)")
            let page = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
            for name in ["de", "de-ax5", "ar", "ar-dark", "double-length"] {
                #expect(page.contains("src=\"languages/today-\(name).png\""), "\(name)")
            }
            #expect(page.contains("data-language=\"ar\"") && page.contains("id=\"language-de\""))
            // The Arabic page reads in Arabic to VoiceOver too.
            let arabic = try String(contentsOfFile: output + "/review/languages-today-ar.html", encoding: .utf8)
            #expect(arabic.contains("اليوم"))
            // --locale de: the screens in German.
            let english = folder.appendingPathComponent("en").path
            let german = folder.appendingPathComponent("de").path
            #expect(try AirfitProcess.run(["gallery", "--output", english, "--only", "screens/today-liquid-light"]).status == 0)
            #expect(
                try AirfitProcess.run(["gallery", "--output", german, "--only", "screens/today-liquid-light", "--locale", "de"]).status == 0
            )
            let englishDetail = try String(contentsOfFile: english + "/review/screens-today-liquid-light.html", encoding: .utf8)
            let germanDetail = try String(contentsOfFile: german + "/review/screens-today-liquid-light.html", encoding: .utf8)
            #expect(englishDetail.contains("Today") && germanDetail.contains("Heute"))
            let bad = try AirfitProcess.run(["gallery", "--output", german, "--only", "today", "--locale", "not a tag"])
            #expect(bad.status != 0 && bad.stderr.contains("--locale \"not a tag\" is not a BCP 47 tag"))
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
            // A folder `airfit gallery` did not write is no baseline: usage error 64, naming it, nothing drawn.
            let source = folder.appendingPathComponent("Sources")
            try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
            try Data([0x89, 0x50, 0x4E, 0x47]).write(to: source.appendingPathComponent("logo.png"))
            let wrong = try AirfitProcess.run([
                "gallery", "--output", folder.appendingPathComponent("g").path, "--baseline", source.path, "--fail-on-change",
            ])
            #expect(wrong.status == 64)
            #expect(wrong.stderr.contains("--baseline \(source.path): not a gallery folder (it has no gallery.json)"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("g").path))
        }
    }
#endif
