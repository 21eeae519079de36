#if os(Linux)
    import Foundation
    import Testing

    /// `airfit lint`, run as a user runs it.
    struct LintCommandTests {
        struct Report: Decodable {
            let screen: String
            let device: String
            let theme: String
            let scheme: String
            let dynamicType: String
            let findings: [Finding]
        }

        struct Finding: Decodable {
            let kind: String
            let subject: String
            let detail: String
        }

        /// One screen, one theme, one size: with no `--device`, a report for each device of the
        /// device table, smallest first, and each scheme; `--strict` fails exactly when there are findings.
        @Test func jsonReportsEachLayoutAndStrictFailsOnFindings() throws {
            let result = try AirfitProcess.run([
                "lint", "train-hub", "--theme", "athletic", "--dynamic-type", "AX5", "--format", "json", "--strict",
            ])
            let reports = try JSONDecoder().decode([Report].self, from: Data(result.output.utf8))
            let devices = ["iphonese", "iphone16", "iphone16pro", "iphone16plus", "iphone16promax"]
            #expect(reports.map(\.device) == devices.flatMap { [$0, $0] })
            #expect(reports.map(\.scheme) == Array(repeating: ["light", "dark"], count: 5).flatMap { $0 })
            #expect(reports.allSatisfy { $0.dynamicType == "accessibility5" })
            // Piped, it shows no progress: standard error stays empty.
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            let one = try AirfitProcess.run([
                "lint", "train-hub", "--theme", "athletic", "--dynamic-type", "large", "--device", "iphonese", "--format", "json",
            ])
            #expect(try JSONDecoder().decode([Report].self, from: Data(one.output.utf8)).map(\.device) == ["iphonese", "iphonese"])
            #expect(reports.allSatisfy { $0.screen == "train-hub" && $0.theme == "athletic" })
            let found = reports.reduce(0) { $0 + $1.findings.count }
            #expect(result.status == (found > 0 ? 1 : 0))
            let kinds = ["truncatedText", "brokenWord", "overlappingText", "outsideScreen", "outsideSafeArea", "smallTouchTarget"]
            #expect(reports.flatMap(\.findings).allSatisfy { kinds.contains($0.kind) && !$0.detail.isEmpty })
        }

        @Test func badInputIsNamed() throws {
            let screen = try AirfitProcess.run(["lint", "weekly-report"])
            #expect(screen.status != 0 && screen.stderr.contains("unknown screen \"weekly-report\""))
            let size = try AirfitProcess.run(["lint", "--dynamic-type", "huge"])
            #expect(size.status != 0 && size.stderr.contains("unknown --dynamic-type \"huge\""))
            let format = try AirfitProcess.run(["lint", "--format", "xml"])
            #expect(format.status != 0 && format.stderr.contains("unknown --format \"xml\""))
        }
    }
#endif
