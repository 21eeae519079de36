import Foundation
import Testing

@Suite(.serialized)
struct AuditCommandTests {
    @Test func textReportHasEverySection() throws {
        let result = try AirfitProcess.run(["audit"])
        #expect(result.status == 0, "\(result.stderr)")
        for title in ["CONTRAST", "SPRINGS", "LETTER CASCADE", "GRADIENT CROSS-FADE", "BUDGETS", "DEFECTS IN THE SPEC'S OWN CODE"] {
            #expect(result.output.contains(title), "missing \(title)")
        }
    }

    @Test func jsonReportIsVersionedAndDeterministic() throws {
        let first = try AirfitProcess.run(["audit", "--format", "json"])
        let second = try AirfitProcess.run(["audit", "--format", "json"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        let object = try #require(try JSONSerialization.jsonObject(with: first.stdout) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(object["themes"] as? [String] == ["pastel", "athletic", "liquid"])
    }

    @Test func strictPassesWhenOurDefaultsHold() throws {
        let result = try AirfitProcess.run(["audit", "--strict", "--format", "json"])
        #expect(result.status == 0, "a corrected default fails: \(result.stderr)")
    }

    @Test func oneThemeOnly() throws {
        let result = try AirfitProcess.run(["audit", "--theme", "athletic", "--format", "markdown"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("# AirFit UI design audit"))
        #expect(result.output.contains("(athletic, dark)"))
        #expect(!result.output.contains("(pastel,"))
    }

    @Test(arguments: [
        (["audit", "--theme", "neon"], "neon"), (["audit", "--format", "pdf"], "pdf"),
        (["render-all"], "render-all"),
    ])
    func badInputNamesTheValue(arguments: [String], named: String) throws {
        let result = try AirfitProcess.run(arguments)
        #expect(result.status != 0)
        #expect(result.stderr.contains(named), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
