import DesignTokens
import Foundation
import TokenExport
import Testing

@Suite(.serialized)
struct AtomicOutputTests {
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func exportsAreDeterministic() {
        for format in TokenFormat.allCases {
            #expect(format.export(Theme.all) == format.export(Theme.all))
        }
    }

    @Test func writesAFileAndLeavesNoTemporary() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("tokens.css").path
        try AtomicOutput.write(.file("a"), to: path)
        try AtomicOutput.write(.file("b"), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "b")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["tokens.css"])
    }

    @Test func replacesADirectoryWhole() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("AirFit.xcassets").path
        try AtomicOutput.write(.directory(["old/Contents.json": "{}", "Contents.json": "1"]), to: path)
        try AtomicOutput.write(.directory(["Contents.json": "2"]), to: path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path) == ["Contents.json"])
        #expect(try String(contentsOfFile: path + "/Contents.json", encoding: .utf8) == "2")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["AirFit.xcassets"])
    }

    @Test(arguments: ["/nonexistent-airfit/tokens.json", "/proc/version/tokens.json", "/proc/airfit.json"])
    func unwritablePathsNameThePathAndLeaveNothing(path: String) {
        #expect {
            try AtomicOutput.write(.file("x"), to: path)
        } throws: { error in
            (error as? ExportError)?.path == path && !FileManager.default.fileExists(atPath: path)
        }
    }

    @Test func aFolderIsNotAFile() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: ExportError.self) { try AtomicOutput.write(.file("x"), to: folder.path) }
    }
}
