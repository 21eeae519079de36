import Foundation

enum MarkdownAuditFormatter {
    static func render(_ report: AuditReport) -> String {
        var lines = ["# AirFit UI design audit", "", "Themes: \(report.themes.joined(separator: ", ")).", ""]
        for section in report.sections {
            lines += ["## \(section.title)", "", section.rule, "", "| | Subject | Finding | Our default |", "|---|---|---|---|"]
            let (shown, hiddenPasses) = FindingSelection.listed(section)
            for finding in shown {
                lines.append(
                    "| \(finding.verdict.word) | \(escape(finding.subject)) | \(escape(finding.summary)) | "
                        + "\(escape(finding.correction ?? "")) |")
            }
            if hiddenPasses > 0 { lines.append("| pass | \(hiddenPasses) more checks | all pass (see the JSON report) | |") }
            lines.append("")
        }
        let totals = report.totals
        lines.append(
            "**Total:** \(totals[.pass, default: 0]) pass, \(totals[.fail, default: 0]) fail, "
                + "\(totals[.contradiction, default: 0]) spec contradictions, \(totals[.note, default: 0]) figures.")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
