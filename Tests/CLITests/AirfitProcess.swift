import Foundation

/// Runs the built `airfit` executable, which SwiftPM places beside the test bundle.
struct AirfitProcess {
    struct Result {
        let status: Int32
        let stdout: Data
        let stderr: String
        var output: String { String(decoding: stdout, as: UTF8.self) }
    }

    static let executable: URL = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = runner.deletingLastPathComponent()
        // On Apple platforms the runner sits inside an .xctest bundle.
        while directory.path != "/" && !FileManager.default.fileExists(atPath: directory.appendingPathComponent("airfit").path) {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("airfit")
    }()

    static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes to the end before waiting, so a large report cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            errorData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: outputData, stderr: String(decoding: errorData, as: UTF8.self))
    }
}
