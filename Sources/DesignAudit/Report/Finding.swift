/// How a finding stands.
public enum Verdict: String, Codable, Sendable, CaseIterable {
    /// The check holds.
    case pass
    /// A default our components use breaks a rule: `--strict` fails on these.
    case fail
    /// The spec's own value breaks the spec's own promise; reported, never failed, and answered by a
    /// corrected default that has its own finding.
    case contradiction
    /// A figure worth knowing that passes or fails nothing.
    case note
}

/// One measured statement about the design.
public struct Finding: Codable, Sendable, Equatable {
    /// Stable identifier, dot-separated (`contrast.pastel.light.peachRose.body.glass`).
    public let id: String
    /// What was measured, for a person ("body text over the peachRose glass card, light").
    public let subject: String
    public let verdict: Verdict
    /// One sentence with the numbers.
    public let summary: String
    /// The figures behind the summary, by name; only finite ones (an infinite time means "never"
    /// and is said in the summary), so the JSON form stays valid.
    public let figures: [String: Double]
    /// What our components do instead, when the spec's value is the problem.
    public let correction: String?

    public init(
        id: String, subject: String, verdict: Verdict, summary: String,
        figures: [String: Double] = [:], correction: String? = nil
    ) {
        self.id = id
        self.subject = subject
        self.verdict = verdict
        self.summary = summary
        self.figures = figures.filter { $0.value.isFinite }
        self.correction = correction
    }
}

/// A group of findings from one check.
public struct AuditSection: Codable, Sendable, Equatable {
    /// Stable key: contrast, springs, cascade, crossFade, budgets, defects.
    public let key: String
    public let title: String
    /// What the check measures and against which rule, in a sentence or two.
    public let rule: String
    public let findings: [Finding]

    public init(key: String, title: String, rule: String, findings: [Finding]) {
        self.key = key
        self.title = title
        self.rule = rule
        self.findings = findings
    }

    /// How many findings have `verdict`.
    public func count(_ verdict: Verdict) -> Int { findings.filter { $0.verdict == verdict }.count }
}
