import DesignTokens
import Foundation
import Testing

@testable import DesignAudit

struct ReportTests {
    static func report(_ verdicts: [Verdict]) -> AuditReport {
        let findings = verdicts.enumerated().map {
            Finding(id: "x.\($0.offset)", subject: "subject | \($0.offset)", verdict: $0.element, summary: "s", correction: "c")
        }
        return AuditReport(themes: [.pastel], sections: [AuditSection(key: "x", title: "X", rule: "r", findings: findings)])
    }

    @Test func strictFailsOnlyOnOurFailures() {
        #expect(!Self.report([.pass, .contradiction, .note]).hasFailures)
        #expect(Self.report([.pass, .fail]).hasFailures)
        #expect(Self.report([.pass, .fail, .fail, .contradiction]).totals == [.pass: 1, .fail: 2, .contradiction: 1, .note: 0])
    }

    @Test func jsonRoundTripsAndIsStable() throws {
        let report = DesignAuditRunner.run()
        let json = AuditFormat.json.render(report)
        #expect(json == AuditFormat.json.render(DesignAuditRunner.run()))
        let decoded = try JSONDecoder().decode(AuditReport.self, from: Data(json.utf8))
        #expect(decoded == report)
    }

    @Test func markdownEscapesPipes() {
        let markdown = AuditFormat.markdown.render(Self.report([.fail]))
        #expect(markdown.contains("| **FAIL** | subject \\| 0 | s | c |"))
    }

    @Test func textListsProblemsAndCountsLargePassGroups() {
        let text = AuditFormat.text.render(Self.report(Array(repeating: .pass, count: 13) + [.contradiction]))
        #expect(text.contains("  ! subject | 13: s\n      → c\n"))
        #expect(text.contains("✓ 13 more checks pass"))
        #expect(text.hasSuffix("TOTAL  13 pass, 0 fail, 1 spec contradictions, 0 figures\n"))
    }

    @Test func everySectionIsPresentForEveryTheme() {
        for dialect in Dialect.allCases {
            let report = DesignAuditRunner.run([dialect])
            #expect(report.sections.map(\.key) == ["contrast", "springs", "cascade", "crossFade", "budgets", "defects"])
            #expect(
                report.sections.first { $0.key == "contrast" }!.findings.allSatisfy { $0.id.hasPrefix("contrast.\(dialect.rawValue).") })
        }
    }

    @Test func hapticBudgetRule() {
        let rule = HapticBudgetRule()
        #expect(rule.check(event: "stagger", haptics: [.light], context: "t").verdict == .fail)
        #expect(rule.check(event: "button", haptics: [], context: "t").verdict == .fail)
        #expect(rule.check(event: "button", haptics: [.medium], context: "t").verdict == .pass)
        #expect(BlurBudgetRule().check(screen: "dashboard", materialCount: 7).verdict == .fail)
        #expect(BlurBudgetRule().check(screen: "dashboard", materialCount: 6).verdict == .pass)
    }
}
