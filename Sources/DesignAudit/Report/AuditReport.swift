import DesignTokens

/// The whole audit: every section, for the themes audited. Its JSON form is versioned
/// (`schemaVersion`) and documented in the README.
public struct AuditReport: Codable, Sendable, Equatable {
    /// Bumped whenever a field is renamed or removed; adding a field keeps the version.
    public static let currentSchemaVersion = 1

    public let schemaVersion: Int
    public let themes: [String]
    public let sections: [AuditSection]

    public init(themes: [Dialect], sections: [AuditSection]) {
        schemaVersion = Self.currentSchemaVersion
        self.themes = themes.map(\.rawValue)
        self.sections = sections
    }

    /// How many findings of each verdict the report holds.
    public var totals: [Verdict: Int] {
        Dictionary(
            uniqueKeysWithValues: Verdict.allCases.map { verdict in
                (verdict, sections.reduce(0) { $0 + $1.count(verdict) })
            })
    }

    /// True when a corrected default fails: what `--strict` exits non-zero on.
    public var hasFailures: Bool { totals[.fail, default: 0] > 0 }
}
