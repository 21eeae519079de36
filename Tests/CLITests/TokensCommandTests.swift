import Foundation
import Testing

@Suite(.serialized)
struct TokensCommandTests {
    @Test(arguments: ["dtcg", "css", "swift"])
    func twoProcessesWriteTheSameBytes(format: String) throws {
        let first = try AirfitProcess.run(["tokens", "--format", format])
        let second = try AirfitProcess.run(["tokens", "--format", format])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(!first.stdout.isEmpty)
        #expect(first.stdout == second.stdout)
    }

    @Test func assetCatalogToAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("AirFit.xcassets").path
        let result = try AirfitProcess.run(["tokens", "--format", "xcassets", "--theme", "liquid", "--output", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: output + "/liquid/color-textPrimary.colorset/Contents.json"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["AirFit.xcassets"])
    }

    @Test(arguments: [
        (["tokens", "--format", "yaml"], "yaml"),
        (["tokens", "--format", "css", "--theme", "neon"], "neon"),
        (["tokens", "--format", "xcassets"], "--output"),
        (["tokens", "--format", "css", "--output", "/nonexistent-airfit/tokens.css"], "/nonexistent-airfit/tokens.css"),
        (["tokens", "--format", "dtcg", "--output", "/proc/version/x.json"], "/proc/version/x.json"),
    ])
    func badInputFailsNamingIt(arguments: [String], named: String) throws {
        let result = try AirfitProcess.run(arguments)
        #expect(result.status != 0)
        #expect(result.stderr.contains(named), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
