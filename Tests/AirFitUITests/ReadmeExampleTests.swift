import AirFitUI
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

@testable import ReadmeExamples

/// The README's component examples are the ones `Tests/ReadmeExamples` compiles (here and against
/// Apple's SDKs), word for word, and they draw what they say.
@MainActor
struct ReadmeExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The README's Swift blocks, without their import lines.
    static func readmeBlocks() throws -> [String] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        return readme.components(separatedBy: "```swift\n").dropFirst().map { chunk in
            let code = chunk.components(separatedBy: "```").first ?? ""
            return code.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("import ") }
                .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    @Test(arguments: ["DashboardExample", "TrainHubExample", "TodayExample", "BrandExample"])
    func theReadmeShowsTheCompiledExample(file: String) throws {
        let source = try String(contentsOf: Self.root.appendingPathComponent("Tests/ReadmeExamples/\(file).swift"), encoding: .utf8)
        // The example is everything from its first declaration on (below the imports and the note).
        let start = try #require(source.range(of: "\nstruct "))
        let example = source[start.lowerBound...].trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try Self.readmeBlocks().contains(example), "README.md no longer shows \(file).swift's code")
    }

    @Test func theExamplesDraw() {
        let dashboard = ViewHost(Dashboard()).accessibilityElements.map(\.label)
        #expect(dashboard.contains("Daily Dashboard") || dashboard.contains { $0.contains("Dashboard") })
        let hub = ViewHost(TrainHub()).accessibilityElements.map(\.label)
        #expect(hub.contains { $0.contains("Volume") } && hub.contains("Home"))
        let today = ViewHost(Today()).accessibilityElements.map(\.label)
        #expect(today.contains("Meals") && today.contains("Log meal"))
        let brand = ViewHost(BrandedSummary()).accessibilityElements.map(\.description)
        #expect(brand.contains("Start workout, button") && brand.contains("Quick 20, button"), "\(brand)")
        #expect(brand.contains("Level 12") && brand.contains("Move, 64%, staticText"), "\(brand)")
    }
}
