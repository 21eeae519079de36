import DesignTokens
import Foundation
import Testing

@testable import TokenExport

struct SwiftSourceWriterTests {
    /// swiftc on the PATH, if any.
    static let swiftc: String? = ProcessInfo.processInfo.environment["PATH"]?
        .split(separator: ":")
        .map { "\($0)/swiftc" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: swiftc != nil, "swiftc is not on the PATH"))
    func everyThemeTypechecks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("AirFitTokens.swift")
        try SwiftSourceWriter.document(Theme.all.map(TokenSet.init)).write(to: file, atomically: true, encoding: .utf8)
        for mode in ["-parse", "-typecheck"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.swiftc!)
            process.arguments = [mode, "-parse-as-library", file.path]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "swiftc \(mode): \(output.prefix(2000))")
        }
    }

    @Test func sampleValues() {
        let source = SwiftSourceWriter.document([SampleTokens.set])
        #expect(
            source.contains(
                """
                        public enum Color {
                            /// 003 §1
                            public static let glow: TokenColor = TokenColor(light: "#00E67633", dark: "#FFFFFF")
                        }
                """))
        #expect(source.contains("public static let card: Double = 20.0"))
        #expect(source.contains("public static let fade: String = \".easeInOut(duration: 0.6)\""))
        #expect(source.contains("public enum `Type` {"))
        #expect(source.contains("TokenShadow(color: TokenColor(light: \"#0000000F\", dark: \"#0000000F\"), radius: 10.0, x: 0.0, y: 4.0)"))
    }

    @Test func identifiersAreValidSwift() {
        #expect(SwiftSourceWriter.identifier("default") == "`default`")
        #expect(SwiftSourceWriter.identifier("2xl") == "_2xl")
        #expect(SwiftSourceWriter.identifier("ease-out") == "ease_out")
    }
}
