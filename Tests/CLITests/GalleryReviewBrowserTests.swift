#if os(Linux)
    import Foundation
    import Testing

    /// The review page in a real browser (headless Chromium): a slice of the gallery compared with a
    /// baseline the test altered, every image loading, exactly the altered pictures listed as
    /// changed, and a layout that holds at a phone's width, at a desktop's, and at a desktop's at
    /// 200% zoom.
    struct GalleryReviewBrowserTests {
        /// A page that opens `page` in a frame `width` CSS pixels wide, waits for it, loads every
        /// image it shows (lazy ones too) and writes what it found into `<pre id="result">`.
        static func harness(page: String, width: Int) -> String {
            """
            <!doctype html><html><body>
            <iframe id="frame" src="\(page)" style="width: \(width)px; height: 900px; border: 0"></iframe>
            <script>
            document.getElementById("frame").onload = async () => {
              const frame = document.getElementById("frame");
              const page = frame.contentDocument, view = frame.contentWindow;
              const images = [...page.images].map(image => new Promise(done => {
                const probe = new Image();
                probe.onload = () => done([image.getAttribute("src"), probe.naturalWidth]);
                probe.onerror = () => done([image.getAttribute("src"), 0]);
                probe.src = image.src;
              }));
              const loaded = await Promise.all(images);
              const result = {
                images: loaded.length,
                broken: loaded.filter(entry => entry[1] === 0).map(entry => entry[0]),
                changed: [...page.querySelectorAll("#changes article.change h3")].map(heading => heading.textContent),
                sections: [...page.querySelectorAll("#changes h3")].map(heading => heading.textContent),
                overflow: page.documentElement.scrollWidth - view.innerWidth,
                rowOverflow: Math.max(0, ...[...page.querySelectorAll(".row")].map(row => row.scrollWidth - row.clientWidth)),
                pictureTop: page.querySelector(".detail .picture img")?.getBoundingClientRect().top ?? -1,
                viewHeight: view.innerHeight,
                voiceOver: page.querySelectorAll(".notes ol li").length
              };
              const out = document.createElement("pre");
              out.id = "result";
              out.textContent = JSON.stringify(result);
              document.body.appendChild(out);
            };
            </script>
            </body></html>
            """
        }

        struct Result: Decodable {
            let images: Int
            let broken: [String]
            let changed: [String]
            let sections: [String]
            let overflow: Int
            /// How far the widest row of pictures runs past its own width (it scrolls sideways).
            let rowOverflow: Int
            /// Where a picture page's picture starts, in CSS pixels from the top (-1 without one).
            let pictureTop: Double
            let viewHeight: Double
            let voiceOver: Int
        }

        /// Opens `page` (relative to `folder`) through the harness at `width`.
        static func inspect(_ page: String, in folder: URL, width: Int) throws -> Result {
            let file = folder.appendingPathComponent("harness-\(width).html")
            try harness(page: page, width: width).write(to: file, atomically: true, encoding: .utf8)
            let dom = try HeadlessChromium.dom(file)
            let start = try #require(dom.range(of: "<pre id=\"result\">"), "the harness wrote no result: \(dom.prefix(300))")
            let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
            let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
            return try JSONDecoder().decode(Result.self, from: Data(json.utf8))
        }

        @Test func theReviewPageShowsExactlyWhatChangedAndHoldsAtPhoneAndDesktopWidths() throws {
            let folder = try RenderCommandTests.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let manager = FileManager.default
            let first = folder.appendingPathComponent("first")
            let drawn = try AirfitProcess.run(["gallery", "--output", first.path, "--only", "today"])
            try #require(drawn.status == 0, "\(drawn.stderr)")

            // The baseline: the first gallery with one picture swapped for another of its size, one
            // removed (so it is added now) and one extra (so it is removed now).
            let baseline = folder.appendingPathComponent("baseline")
            try manager.copyItem(at: first, to: baseline)
            let swapped = baseline.appendingPathComponent("screens/today-liquid-dark.png")
            try manager.removeItem(at: swapped)
            try manager.copyItem(at: baseline.appendingPathComponent("screens/today-athletic-dark.png"), to: swapped)
            try manager.removeItem(at: baseline.appendingPathComponent("accessibility/today-bold-text.png"))
            try manager.copyItem(
                at: baseline.appendingPathComponent("screens/today-liquid-light.png"),
                to: baseline.appendingPathComponent("screens/today-retired-light.png"))

            let review = folder.appendingPathComponent("review")
            let compared = try AirfitProcess.run([
                "gallery", "--output", review.path, "--only", "today", "--baseline", baseline.path, "--fail-on-change",
            ])
            #expect(compared.status == 1, "--fail-on-change exits 1 when something changed: \(compared.stderr)")
            #expect(compared.output.contains("1 changed, 1 added, 1 removed; 19 unchanged"))
            #expect(compared.output.contains("differences over ΔE_OK 0.02 in more than 0.1% of the pixels"))

            let report = try JSONSerialization.jsonObject(with: Data(contentsOf: review.appendingPathComponent("changes.json")))
            let pictures = try #require((report as? [String: Any])?["pictures"] as? [[String: Any]])
            let statuses = pictures.map { "\($0["status"]!) \($0["path"]!)" }
            #expect(
                statuses == [
                    "changed screens/today-liquid-dark.png", "added accessibility/today-bold-text.png",
                    "removed screens/today-retired-light.png",
                ])

            let screenshots = folder.appendingPathComponent("screenshots")
            try manager.createDirectory(at: screenshots, withIntermediateDirectories: true)
            // A phone, a 1440 px window at 200% zoom (720 CSS px), and that window at 100%.
            for (width, height) in [(390, 844), (720, 450), (1440, 900)] {
                let index = try Self.inspect("review/index.html", in: folder, width: width)
                #expect(index.broken == [], "images that do not load at \(width) px")
                // 13 pictures, the changed one's before and difference, the added and removed ones.
                #expect(index.images >= 16)
                #expect(index.changed == ["screens/today-liquid-dark.png"])
                #expect(index.sections.contains("Added (1)") && index.sections.contains("Removed (1)"))
                #expect(index.overflow <= 0, "the page is \(index.overflow) px wider than a \(width) px window")
                let detail = try Self.inspect("review/review/screens-today-liquid-dark.html", in: folder, width: width)
                #expect(detail.broken == [] && detail.images == 1)
                #expect(detail.voiceOver >= 8, "the picture's page lists what VoiceOver reads")
                #expect(detail.overflow <= 0, "the picture's page is \(detail.overflow) px wider than a \(width) px window")
                // The 1:1 picture starts in the first screenful, above the notes, at every width.
                #expect(
                    detail.pictureTop >= 0 && detail.pictureTop < min(detail.viewHeight, 400),
                    "the picture starts at \(detail.pictureTop) px")
                if width >= 1440 {
                    // At a desktop's width no row hides pictures sideways (Today's variants were cut).
                    #expect(index.rowOverflow <= 0, "a row runs \(index.rowOverflow) px past the window at \(width) px")
                }
                try HeadlessChromium.screenshot(
                    review.appendingPathComponent("index.html"), width: width, height: height * 3,
                    to: screenshots.appendingPathComponent("review-\(width).png"))
                #expect(manager.fileExists(atPath: screenshots.appendingPathComponent("review-\(width).png").path))
            }
        }

        @Test func aBaselineThatIsNotAGalleryIsNamed() throws {
            let folder = try RenderCommandTests.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let missing = try AirfitProcess.run([
                "gallery", "--output", folder.appendingPathComponent("g").path, "--only", "today-liquid-light",
                "--baseline", "/nonexistent-airfit/old-gallery",
            ])
            #expect(missing.status != 0 && missing.stderr.contains("--baseline /nonexistent-airfit/old-gallery: no such folder"))
            let orphan = try AirfitProcess.run([
                "gallery", "--output", folder.appendingPathComponent("g").path, "--fail-on-change",
            ])
            #expect(orphan.status != 0 && orphan.stderr.contains("--fail-on-change needs --baseline"))
        }
    }
#endif
