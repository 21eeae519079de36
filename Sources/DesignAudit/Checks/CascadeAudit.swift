import DesignTokens
import Motion

/// When each glyph of a cascade starts and finishes, under 000's literal formula, 001's sine
/// stagger and our default schedule, for strings of 5 to 60 glyphs.
enum CascadeAudit {
    static let lengths = [5, 10, 20, 30, 40, 50, 60]

    static func section(for themes: [Theme]) -> AuditSection {
        guard themes.contains(where: { $0.dialect == .pastel }) else {
            return AuditSection(key: "cascade", title: "Letter cascade", rule: "Pastel only.", findings: [])
        }
        var findings: [Finding] = []
        for strategy in CascadeStrategy.allCases {
            for length in lengths { findings.append(finding(strategy, length)) }
        }
        findings.append(weightFinding)
        return AuditSection(
            key: "cascade", title: "Letter cascade",
            rule: "Every glyph should finish within the block's \(format3(MotionToken.duration)) s (000 §3.1, 001).",
            findings: findings)
    }

    static func finding(_ strategy: CascadeStrategy, _ length: Int) -> Finding {
        let schedule = CascadeSchedule(glyphCount: length, strategy: strategy)
        let first = schedule.glyph(0)
        let last = schedule.glyph(length - 1)
        let block = MotionToken.duration
        let finished = (0..<length).filter { (schedule.glyph($0).end ?? .infinity) <= block + 1e-9 }.count
        let lastEnd = last.end ?? .infinity
        let finalProgress = schedule.state(ofGlyph: length - 1, at: 10 * block).progress
        var figures: [String: Double] = [
            "glyphs": Double(length), "firstStart": first.start, "lastStart": last.start,
            "finishedWithinBlock": Double(finished), "lastFinalProgress": finalProgress,
        ]
        if lastEnd.isFinite { figures["lastEnd"] = lastEnd }
        let ends =
            lastEnd.isFinite ? "the last ends at \(seconds(lastEnd))" : "the last never finishes (stops at \(percent(finalProgress)))"
        let summary =
            "glyph 1 starts at \(seconds(first.start)), glyph \(length) at \(seconds(last.start)); \(ends); "
            + "\(finished) of \(length) finish within \(format3(block)) s"
        // 001's delays are not cumulative: the whole string starts within one stagger, so no glyph
        // visibly follows another. A cascade must spread its starts over more than one stagger.
        let spread = (0..<length).map { schedule.glyph($0).start }.max()! - first.start
        figures["startSpread"] = spread
        let cascades = strategy == .reducedMotion || length < 3 || spread > MotionToken.stagger + 1e-12
        let holds = finished == length && cascades
        let ours = strategy == .standard || strategy == .reducedMotion
        let verdict: Verdict = holds ? .pass : ours ? .fail : .contradiction
        let note = cascades ? "" : "; all glyphs start within \(seconds(spread)), so nothing cascades"
        return Finding(
            id: "cascade.\(strategy.rawValue).\(length)", subject: "\(name(strategy)), \(length) glyphs",
            verdict: verdict, summary: summary + note, figures: figures,
            correction: holds ? nil : "CascadeText uses the standard schedule: every glyph finishes within the block")
    }

    static func name(_ strategy: CascadeStrategy) -> String {
        switch strategy {
        case .literal000: "000 §3.2 literal"
        case .sine001: "001 sine stagger"
        case .standard: "our standard schedule"
        case .reducedMotion: "reduce-motion fade"
        }
    }

    /// 000's continuous 300 → 400 weight against SwiftUI's public `Font.Weight`.
    static var weightFinding: Finding {
        let step =
            (0...1000).map { Double($0) / 1000 }.first {
                FontWeightToken.nearest(to: MotionToken.weightFrom + (MotionToken.weightTo - MotionToken.weightFrom) * $0) != .light
            } ?? 1
        return Finding(
            id: "cascade.weight", subject: "000 §3 weight 300 → 400", verdict: .contradiction,
            summary: "SwiftUI's public Font.Weight has nine cases and no initializer that takes a number, so a continuous "
                + "300 → 400 cannot be expressed; `.init(MotionToken.wghtFrom + …)` does not compile",
            figures: ["weightFrom": MotionToken.weightFrom, "weightTo": MotionToken.weightTo, "stepAtProgress": step],
            correction: "CascadeText steps .light → .regular when a glyph passes \(percent(step)) of its progress; opacity "
                + "and rise carry the motion")
    }
}
