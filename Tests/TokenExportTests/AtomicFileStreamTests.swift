import Foundation
import Testing
import TokenExport

/// A streamed file appears whole on commit, never in part.
struct AtomicFileStreamTests {
    @Test func theFileAppearsOnlyWhenCommitted() throws {
        let folder = try AtomicOutputTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("animation.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let stream = try AtomicFileStream(path: path)
        try stream.write(Array("new ".utf8))
        try stream.write(Array("bytes".utf8))
        // Until the commit the old file stands, beside one hidden partial file.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try AtomicOutputTests.listing(folder).count == 2)
        try stream.commit()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new bytes")
        #expect(try AtomicOutputTests.listing(folder) == ["animation.png"])
        #expect(throws: ExportError(path: path, reason: "the stream is already closed")) { try stream.write([1]) }
    }

    @Test func anAbandonedStreamLeavesNothing() throws {
        let folder = try AtomicOutputTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("animation.png").path
        do {
            let stream = try AtomicFileStream(path: path)
            try stream.write([1, 2, 3])
        }
        #expect(try AtomicOutputTests.listing(folder).isEmpty)
        let stream = try AtomicFileStream(path: path)
        try stream.write([1, 2, 3])
        stream.abandon()
        #expect(try AtomicOutputTests.listing(folder).isEmpty)
    }

    @Test func aMissingFolderIsNamed() {
        #expect(throws: ExportError(path: "/no-such-folder-airfit/a.png", reason: "its folder /no-such-folder-airfit does not exist")) {
            try AtomicFileStream(path: "/no-such-folder-airfit/a.png")
        }
    }
}
