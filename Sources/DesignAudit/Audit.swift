import DesignTokens

/// `airfit audit`: runs every check over the chosen themes.
public enum DesignAuditRunner {
    /// The audit of `dialects` (all three by default), sections in a fixed order.
    public static func run(_ dialects: [Dialect] = Dialect.allCases) -> AuditReport {
        let themes = dialects.map(Theme.of)
        return AuditReport(
            themes: dialects,
            sections: [
                ContrastAudit.section(for: themes),
                SpringAudit.section(for: themes),
                CascadeAudit.section(for: themes),
                CrossFadeAudit.section(for: themes),
                BudgetAudit.section(for: themes),
                SpecDefects.section(for: themes),
            ])
    }
}
