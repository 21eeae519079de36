import DesignTokens
import Foundation
import Testing
import TokenExport

struct AtomicOutputTests {
    /// A fresh, empty folder; removed by the caller.
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func listing(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func writesAFileAndLeavesNoTemporary() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("tokens.css").path
        try AtomicOutput.write(.file("a"), to: path)
        try AtomicOutput.write(.file("b"), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "b")
        #expect(try Self.listing(folder) == ["tokens.css"])
    }

    @Test func twoWritesGiveTheSameBytes() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        for format in TokenFormat.allCases {
            let first = folder.appendingPathComponent("first-\(format)")
            let second = folder.appendingPathComponent("second-\(format)")
            try AtomicOutput.write(format.export(Theme.all), to: first.path)
            try AtomicOutput.write(format.export(Theme.all), to: second.path)
            let files =
                format.isDirectory
                ? try FileManager.default.subpathsOfDirectory(atPath: first.path).sorted()
                : [""]
            #expect(files == (format.isDirectory ? try FileManager.default.subpathsOfDirectory(atPath: second.path).sorted() : [""]))
            for file in files {
                let a = FileManager.default.contents(atPath: first.appendingPathComponent(file).path)
                let b = FileManager.default.contents(atPath: second.appendingPathComponent(file).path)
                #expect(a == b, "\(format) \(file)")
            }
        }
    }

    @Test func replacesAnAssetCatalogWhole() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("AirFit.xcassets").path
        try AtomicOutput.write(TokenFormat.xcassets.export(Theme.all), to: path)
        #expect(try Self.listing(URL(fileURLWithPath: path)) == ["Contents.json", "athletic", "liquid", "pastel"])
        try AtomicOutput.write(TokenFormat.xcassets.export([Theme.liquid]), to: path)
        #expect(try Self.listing(URL(fileURLWithPath: path)) == ["Contents.json", "liquid"])
        #expect(try Self.listing(folder) == ["AirFit.xcassets"])
    }

    @Test(arguments: [
        "/nonexistent-airfit/tokens.json",  // a parent that does not exist
        "/proc/version/tokens.json",  // a path under a regular file
        "/proc/airfit.json",  // a folder that refuses new files
        "/proc/airfit-x/y.json",
    ])
    func unwritablePathsNameThePathAndLeaveNothing(path: String) {
        for document in [ExportDocument.file("x"), .directory(["Contents.json": "{}", "a/b.json": "{}"])] {
            #expect {
                try AtomicOutput.write(document, to: path)
            } throws: { error in
                let error = error as? ExportError
                return error?.path == path && error!.description.contains(path) && !FileManager.default.fileExists(atPath: path)
            }
        }
    }

    @Test func aFailedFolderLeavesTheOldOneAndNoTemporary() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("AirFit.xcassets").path
        try AtomicOutput.write(.directory(["Contents.json": "old"]), to: path)
        // `a` is written as a file, then needed as a folder: the build fails half way.
        #expect(throws: ExportError.self) { try AtomicOutput.write(.directory(["a": "x", "a/b": "y"]), to: path) }
        #expect(try Self.listing(folder) == ["AirFit.xcassets"])
        #expect(try String(contentsOfFile: path + "/Contents.json", encoding: .utf8) == "old")
    }

    @Test func aFileIsNotReplacedByAFolderNorAFolderByAFile() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tokens.css").path
        try AtomicOutput.write(.file("css"), to: file)
        #expect(throws: ExportError.self) { try AtomicOutput.write(.directory(["Contents.json": "{}"]), to: file) }
        #expect(throws: ExportError.self) { try AtomicOutput.write(.file("x"), to: folder.path) }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "css")
        #expect(try Self.listing(folder) == ["tokens.css"])
    }

    @Test func aRelativePathIsNamedAsGiven() {
        #expect {
            try AtomicOutput.write(.file("x"), to: "no-such-folder-airfit/tokens.css")
        } throws: { error in
            (error as? ExportError)?.description.hasPrefix("cannot write \"no-such-folder-airfit/tokens.css\": ") == true
        }
    }
}
