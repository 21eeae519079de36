#if os(Linux)
    import Foundation

    /// Debian's `chromium`, headless: screenshots of a page and a page's DOM after its scripts ran.
    /// `scripts/install-deps.sh --browser` (run by `make test`) installs it.
    enum HeadlessChromium {
        struct Missing: Error, CustomStringConvertible {
            var description: String { "chromium is not installed: run scripts/install-deps.sh --browser (make test does)" }
        }

        static func executable() throws -> String {
            for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser"] where FileManager.default.isExecutableFile(atPath: path) {
                return path
            }
            throw Missing()
        }

        /// Runs chromium on `url` with `arguments` and returns its standard output.
        static func run(_ arguments: [String], url: URL) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try executable())
            let profile = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-chromium-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: profile) }
            process.arguments =
                [
                    "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                    "--user-data-dir=\(profile.path)", "--allow-file-access-from-files",
                ] + arguments + [url.absoluteString]
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }

        /// A screenshot of `url` in a window `width` × `height` CSS pixels, written to `file`.
        static func screenshot(_ url: URL, width: Int, height: Int, to file: URL) throws {
            _ = try run(["--window-size=\(width),\(height)", "--screenshot=\(file.path)", "--virtual-time-budget=5000"], url: url)
        }

        /// The DOM of `url` after its scripts ran (up to 30 s of virtual time).
        static func dom(_ url: URL) throws -> String {
            try run(["--virtual-time-budget=30000", "--dump-dom"], url: url)
        }
    }
#endif
