import DesignAudit
import DesignTokens

/// A full audit of all three themes (target: under 1 s in release).
enum AuditBenchmark {
    static let all = [
        Benchmark(name: "full audit, three themes", unit: " audits", iterations: 10) { count in
            var findings = 0
            for _ in 0..<count { findings += DesignAuditRunner.run().sections.reduce(0) { $0 + $1.findings.count } }
            return Double(findings)
        }
    ]
}
