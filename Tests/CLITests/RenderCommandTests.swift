#if os(Linux)
    import Foundation
    import Testing

    /// `airfit render`, `animate` and `list`, run as a user runs them.
    struct RenderCommandTests {
        static func temporaryFolder() throws -> URL {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-render-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return folder
        }

        @Test func listNamesTheSampleScreen() throws {
            let result = try AirfitProcess.run(["list"])
            #expect(result.status == 0)
            #expect(result.output.hasPrefix("sample\t"))
        }

        /// Every name `render` takes draws one thing: a preview that shared a screen's name (`voice-log`)
        /// could not be rendered by name.
        @Test func everyListedNameIsUnique() throws {
            let names = try AirfitProcess.run(["list"]).output.split(separator: "\n").map { $0.split(separator: "\t")[0] }
            #expect(names.count == 33)
            #expect(Set(names).count == names.count, "\(Dictionary(grouping: names) { $0 }.filter { $0.value.count > 1 }.keys)")
            #expect(names.contains("voice-log") && names.contains("voice-log-prompt"))
        }

        /// The gallery labels the accessibility sizes AX1 … AX5, as iOS's settings do: `render` takes
        /// those names too, and draws the same picture as with SwiftUI's case name.
        @Test func dynamicTypeTakesTheShortAccessibilityNames() throws {
            let folder = try Self.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let short = folder.appendingPathComponent("short.png").path
            let long = folder.appendingPathComponent("long.png").path
            let a = try AirfitProcess.run(["render", "sample", "--scale", "1", "--dynamic-type", "AX5", "--output", short])
            let b = try AirfitProcess.run(["render", "sample", "--scale", "1", "--dynamic-type", "accessibility5", "--output", long])
            #expect(a.status == 0 && b.status == 0, "\(a.stderr) \(b.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: short)) == Data(contentsOf: URL(fileURLWithPath: long)))
            let large = folder.appendingPathComponent("large.png").path
            _ = try AirfitProcess.run(["render", "sample", "--scale", "1", "--output", large])
            #expect(try Data(contentsOf: URL(fileURLWithPath: short)) != Data(contentsOf: URL(fileURLWithPath: large)))
        }

        /// `--locale ar` lays the sample out right to left (a different picture from English); a tag
        /// that is not BCP 47 is refused, naming the option.
        @Test func localeMirrorsAndIsValidated() throws {
            let folder = try Self.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let arabic = folder.appendingPathComponent("ar.png").path
            let english = folder.appendingPathComponent("en.png").path
            let a = try AirfitProcess.run(["render", "sample", "--scale", "1", "--locale", "ar", "--output", arabic])
            let e = try AirfitProcess.run(["render", "sample", "--scale", "1", "--output", english])
            #expect(a.status == 0 && e.status == 0, "\(a.stderr) \(e.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: arabic)) != Data(contentsOf: URL(fileURLWithPath: english)))
            let bad = try AirfitProcess.run(["render", "sample", "--locale", "arabic please", "--output", english])
            #expect(bad.status != 0 && bad.stderr.contains("--locale"), "\(bad.stderr)")
            // Xcode's double-length pseudo-language draws a different picture; an unknown one is refused.
            let doubled = folder.appendingPathComponent("double.png").path
            let d = try AirfitProcess.run(["render", "sample", "--scale", "1", "--pseudo-language", "double-length", "--output", doubled])
            #expect(d.status == 0, "\(d.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: doubled)) != Data(contentsOf: URL(fileURLWithPath: english)))
            let unknown = try AirfitProcess.run(["render", "sample", "--pseudo-language", "klingon", "--output", english])
            #expect(unknown.status != 0 && unknown.stderr.contains("--pseudo-language"), "\(unknown.stderr)")
            // iOS 26's system colors draw another picture; a release without a table is refused, naming both.
            let ios26 = folder.appendingPathComponent("ios26.png").path
            let o = try AirfitProcess.run(["render", "sample", "--scale", "1", "--os", "26", "--output", ios26])
            #expect(o.status == 0, "\(o.stderr)")
            let differs = try Data(contentsOf: URL(fileURLWithPath: ios26)) != Data(contentsOf: URL(fileURLWithPath: english))
            #expect(differs)
            let release = try AirfitProcess.run(["render", "sample", "--os", "19", "--output", english])
            #expect(
                release.status == 64 && release.stderr.contains("--os") && release.stderr.contains("'18' and '26'"), "\(release.stderr)")
        }

        @Test func twoProcessesWriteIdenticalBytes() throws {
            let folder = try Self.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let paths = ["a.png", "b.png"].map { folder.appendingPathComponent($0).path }
            for path in paths {
                let result = try AirfitProcess.run([
                    "render", "sample", "--scale", "1", "--scheme", "dark", "--time", "0.3", "--output", path,
                ])
                #expect(result.status == 0, "\(result.stderr)")
            }
            let (a, b) = (try Data(contentsOf: URL(fileURLWithPath: paths[0])), try Data(contentsOf: URL(fileURLWithPath: paths[1])))
            #expect(a == b && a.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            // 393 × 852 at 1x, read from the IHDR.
            #expect(Array(a[16..<24]) == [0, 0, 1, 0x89, 0, 0, 3, 0x54])
        }

        /// 61 frames: the contact sheet shows every second one (31, at most 60), in 10 columns of
        /// quarter-size frames (98 × 213 at 1x), 8 px apart.
        @Test func aLongAnimationsContactSheetShowsAtMostSixtyFrames() throws {
            let folder = try Self.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let (animation, sheet) = (folder.appendingPathComponent("a.png").path, folder.appendingPathComponent("sheet.png").path)
            let result = try AirfitProcess.run([
                "animate", "sample", "--scale", "1", "--to", "0.25", "--fps", "240", "--output", animation, "--contact-sheet", sheet,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let bytes = try Data(contentsOf: URL(fileURLWithPath: animation))
            #expect(Array(bytes[41..<45]) == [0, 0, 0, 61])
            let header = Array(try Data(contentsOf: URL(fileURLWithPath: sheet))[16..<24])
            // 10 × 98 + 11 × 8 = 1068 wide; 4 rows: 4 × 213 + 5 × 8 = 892 high.
            #expect(header == [0, 0, 0x04, 0x2C, 0, 0, 0x03, 0x7C])
        }

        @Test func animateWritesAnAnimatedPNGAndAContactSheet() throws {
            let folder = try Self.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let (animation, sheet) = (folder.appendingPathComponent("a.png").path, folder.appendingPathComponent("sheet.png").path)
            let result = try AirfitProcess.run([
                "animate", "sample", "--scale", "1", "--from", "0", "--to", "0.2", "--fps", "10",
                "--output", animation, "--contact-sheet", sheet,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let bytes = try Data(contentsOf: URL(fileURLWithPath: animation))
            // acTL right after IHDR: 3 frames (0, 0.1, 0.2 s), looping forever.
            #expect(String(decoding: bytes[37..<41], as: UTF8.self) == "acTL")
            #expect(Array(bytes[41..<49]) == [0, 0, 0, 3, 0, 0, 0, 0])
            #expect(FileManager.default.fileExists(atPath: sheet))
        }

        @Test func badInputIsNamedAndWritesNothing() throws {
            let folder = try Self.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("x.png").path
            let unknown = try AirfitProcess.run(["render", "weekly-report", "--output", path])
            #expect(unknown.status != 0 && unknown.stderr.contains("unknown screen \"weekly-report\""))
            let device = try AirfitProcess.run(["render", "sample", "--device", "pixel8", "--output", path])
            #expect(device.status != 0 && device.stderr.contains("unknown --device \"pixel8\""))
            let time = try AirfitProcess.run(["render", "sample", "--time", "nan", "--output", path])
            #expect(time.status != 0 && time.stderr.contains("time nan"))
            let scale = try AirfitProcess.run(["render", "sample", "--scale=-1", "--output", path])
            #expect(scale.status != 0 && scale.stderr.contains("--scale -1.0"))
            let unwritable = try AirfitProcess.run(["render", "sample", "--scale", "1", "--output", "/no-such-folder-airfit/x.png"])
            #expect(unwritable.status != 0 && unwritable.stderr.contains("/no-such-folder-airfit"))
            let fps = try AirfitProcess.run(["animate", "sample", "--fps", "0", "--output", path])
            #expect(fps.status != 0 && fps.stderr.contains("--fps 0"))
            // Ten minutes at 240 fps is refused before any frame is drawn, naming the limit.
            let huge = try AirfitProcess.run(["animate", "sample", "--fps", "240", "--to", "600", "--scale", "3", "--output", path])
            #expect(huge.status != 0 && huge.stderr.contains("144001 frames") && huge.stderr.contains("the limit is 2400"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }
#endif
