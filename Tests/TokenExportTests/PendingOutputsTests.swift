import Foundation
import Testing
import TokenExport

/// What an interruption removes: the temporary outputs still being written, and nothing else.
struct PendingOutputsTests {
    /// A streamed file is pending from its creation to its commit; a committed file is not.
    @Test func aStreamIsPendingUntilCommitted() throws {
        let folder = try AtomicOutputTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("animation.png").path
        let stream = try AtomicFileStream(path: path)
        try stream.write([1, 2, 3])
        let hidden = try #require(try AtomicOutputTests.listing(folder).first)
        #expect(PendingOutputs.shared.pending.contains(folder.appendingPathComponent(hidden).path))
        try stream.commit()
        #expect(!PendingOutputs.shared.pending.contains { $0.hasPrefix(folder.path) })
        #expect(try AtomicOutputTests.listing(folder) == ["animation.png"])
    }

    /// `removeAllAndKeepLocked` removes pending files and folders, whole, and leaves finished ones.
    @Test func removingLeavesOnlyFinishedOutputs() throws {
        let folder = try AtomicOutputTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputs = PendingOutputs()
        let partial = folder.appendingPathComponent(".gallery.partial-1")
        try outputs.create(partial.path) { try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: false) }
        try outputs.inside { try Data([1]).write(to: partial.appendingPathComponent("index.html")) }
        let done = folder.appendingPathComponent(".out.png.partial-2")
        try outputs.create(done.path) { try Data([2]).write(to: done) }
        try outputs.finish(done.path) {
            try FileManager.default.moveItem(at: done, to: folder.appendingPathComponent("out.png"))
        }
        #expect(outputs.pending == [partial.path])
        outputs.removeAllAndKeepLocked()
        #expect(try AtomicOutputTests.listing(folder) == ["out.png"])
    }
}
