import Foundation

/// Runs `airfit-review-fixture`, the review program of the ReviewFixture module's previews
/// (Greeting, one that traps, one that never settles), which SwiftPM builds beside the tests.
enum ReviewFixtureProcess {
    static let executable: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while directory.path != "/"
            && !FileManager.default.fileExists(atPath: directory.appendingPathComponent("airfit-review-fixture").path)
        {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("airfit-review-fixture")
    }()

    /// The fixture's configuration: the fixture's module on an iPhone 16, light and dark, at 1x.
    static let configuration = Bundle.module.url(forResource: "airfit-review", withExtension: "json", subdirectory: "Fixtures")!.path

    /// Runs the review with `arguments` after the configuration; its status and what it printed.
    static func run(_ arguments: [String], configuration: String = configuration) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--config", configuration] + arguments
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        defer { try? FileManager.default.removeItem(at: log) }
        return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }

    /// A fresh folder's path (not created) in the temporary folder.
    static func folder(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
    }

    /// Every file under `folder`, by relative path.
    static func files(in folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path + "/"
        let walker = FileManager.default.enumerator(atPath: folder)
        while let relative = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + relative, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = FileManager.default.contents(atPath: root + relative)
            }
        }
        return files
    }
}
