enum TextAuditFormatter {
    static func render(_ report: AuditReport) -> String {
        var lines = [
            "AirFit UI design audit — themes: \(report.themes.joined(separator: ", "))",
            "✓ pass   ✗ a default of ours fails   ! the spec contradicts itself   · figure", "",
        ]
        for section in report.sections {
            lines.append(section.title.uppercased())
            lines.append("  " + section.rule)
            let (shown, hiddenPasses) = FindingSelection.listed(section)
            for finding in shown {
                lines.append("  \(finding.verdict.mark) \(finding.subject): \(finding.summary)")
                if let correction = finding.correction { lines.append("      → \(correction)") }
            }
            if hiddenPasses > 0 { lines.append("  ✓ \(hiddenPasses) more checks pass (all of them: --format json)") }
            lines.append("")
        }
        let totals = report.totals
        lines.append(
            "TOTAL  \(totals[.pass, default: 0]) pass, \(totals[.fail, default: 0]) fail, "
                + "\(totals[.contradiction, default: 0]) spec contradictions, \(totals[.note, default: 0]) figures")
        return lines.joined(separator: "\n") + "\n"
    }
}
