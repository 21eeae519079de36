#if os(Linux)
    import Foundation
    import Testing

    /// An interrupted command (Ctrl-C is SIGINT, `kill` SIGTERM) removes what it was writing and
    /// exits with the shell's conventional status, 128 plus the signal.
    struct InterruptionTests {
        /// Starts `airfit` with `arguments`, waits until `ready` holds for the folder's entries
        /// (or 60 s), sends `signal`, and returns the exit status.
        func interrupt(_ arguments: [String], in folder: URL, signal: Int32, when ready: ([String]) -> Bool) throws -> Int32 {
            try interrupt(arguments, signal: signal) { ready(try FileManager.default.contentsOfDirectory(atPath: folder.path)) }
        }

        /// Starts `airfit` with `arguments`, waits until `ready` holds (or 60 s), sends `signal`, and
        /// returns the exit status.
        func interrupt(_ arguments: [String], signal: Int32, when ready: () throws -> Bool) throws -> Int32 {
            let process = Process()
            process.executableURL = AirfitProcess.executable
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline, process.isRunning, try !ready() {
                usleep(20_000)
            }
            #expect(process.isRunning, "airfit finished before it could be interrupted")
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            return process.terminationStatus
        }

        /// Ctrl-C in the middle of a long animation: the hidden partial file it was streaming to is
        /// removed (it was 12.7 MB left behind before), and the status is 130.
        @Test func anInterruptedAnimationLeavesNothing() throws {
            let folder = try RenderCommandTests.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let output = folder.appendingPathComponent("long.png").path
            let status = try interrupt(
                ["animate", "active-training", "--to", "30", "--fps", "60", "--scale", "1", "--output", output], in: folder,
                signal: SIGINT
            ) { entries in entries.contains { $0.hasPrefix(".long.png.partial-") } }
            #expect(status == 130)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        }

        /// SIGTERM while the gallery draws: no gallery, no hidden folder, status 143; an earlier
        /// gallery at the same path is left as it was.
        @Test func aTerminatedGalleryLeavesTheOldOneAsItWas() throws {
            let folder = try RenderCommandTests.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let gallery = folder.appendingPathComponent("gallery")
            try FileManager.default.createDirectory(at: gallery, withIntermediateDirectories: true)
            try Data("earlier".utf8).write(to: gallery.appendingPathComponent("index.html"))
            let started = Date()
            let status = try interrupt(["gallery", "--output", gallery.path], signal: SIGTERM) { Date().timeIntervalSince(started) > 1.5 }
            #expect(status == 143)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["gallery"])
            #expect(try String(contentsOf: gallery.appendingPathComponent("index.html"), encoding: .utf8) == "earlier")
        }
    }
#endif
