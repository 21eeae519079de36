import DesignTokens
import Foundation
@testable import TokenExport
import Testing

struct CSSAndSwiftWriterTests {
    @Test func cssHasLightRootAndDarkOverrides() {
        let css = CSSWriter.document([.athletic])
        #expect(css.contains("  --airfit-athletic-color-surface-base: #F5F5F7;\n"))
        #expect(css.contains("@media (prefers-color-scheme: dark) {\n  :root {\n"))
        #expect(css.contains("    --airfit-athletic-color-surface-base: #0A0A0C;\n"))
        // A value equal in both appearances is not repeated in the dark block.
        let dark = css.components(separatedBy: "@media")[1]
        #expect(!dark.contains("--airfit-athletic-color-accent-primary:"))
        #expect(css.contains("--airfit-athletic-gradient-athletic: linear-gradient(135deg, #00E676 0%, #FFD740 100%);"))
        #expect(css.contains("--airfit-athletic-card-corner-radius: 12px;"))
    }

    @Test func cssAnimations() {
        #expect(CSSWriter.animation(.easeInOut(duration: 0.6)) == "0.6s cubic-bezier(0.42, 0, 0.58, 1) 0s")
        #expect(CSSWriter.animation(PastelTiming.micRipple).hasSuffix(" infinite"))
        let spring = CSSWriter.animation(.spring(.smooth(duration: 0.35)))
        #expect(spring.contains("linear(0, "))
        #expect(spring.hasSuffix(", 1) 0s"))
    }

    @Test func everyTokenBecomesAProperty() {
        for theme in Theme.all {
            let css = CSSWriter.document([theme])
            let root = css.components(separatedBy: "@media")[0]
            #expect(root.components(separatedBy: "\n  --airfit-").count - 1 == theme.tokens.count)
        }
    }

    @Test func swiftSourceTypechecks() throws {
        let swiftc = ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let swiftc else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-swift-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("AirFitTokens.swift")
        try SwiftSourceWriter.document(Theme.all).write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-typecheck", "-parse-as-library", file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output.prefix(2000))")
    }

    @Test func swiftSourceValues() {
        let source = SwiftSourceWriter.document([.liquid])
        #expect(source.contains("public enum Liquid {"))
        #expect(source.contains("public static let card: Double = 16.0"))
        #expect(source.contains("public static let press: String = \".bouncy(duration: 0.3)\""))
    }
}
