import DesignTokens
import Motion

/// Every spring in the tokens: overshoot, settling, both SwiftUI parametrizations, and the
/// spec's claims about them.
enum SpringAudit {
    /// "Complete" means within 1% of the target: a 0.96 → 1 scale is then 0.0004 off, invisible.
    static let completionTolerance = 0.01
    /// 001: "Spring (≈0.4s)" read as 0.3–0.5 s.
    static let cardEntranceWindow = 0.3...0.5

    static func section(for themes: [Theme]) -> AuditSection {
        var findings: [Finding] = []
        for theme in themes {
            for entry in theme.tokens {
                guard case let .animation(animation) = entry.value, case let .spring(spec) = animation.kind else { continue }
                findings.append(figuresFinding(theme.dialect, entry.name, spec))
            }
            if theme.dialect == .pastel { findings += pastelClaims }
        }
        return AuditSection(
            key: "springs", title: "Springs",
            rule: "Settle times are to 1% and 0.1% of the move from rest; settlingDuration is SwiftUI's (to 0.001). "
                + "Claims: 001 \"all springs complete within 400 ms\" (to 1%), \"natural settling without bounce\" "
                + "(no overshoot), card entrances \"≈0.4 s\" (0.3–0.5 s).",
            findings: findings)
    }

    static func figures(_ spring: DampedSpring) -> [String: Double] {
        [
            "mass": spring.mass, "stiffness": spring.stiffness, "damping": spring.damping,
            "response": spring.response, "dampingFraction": spring.dampingFraction,
            "duration": spring.duration, "bounce": spring.bounce,
            "overshoot": spring.overshoot, "settle1Percent": spring.settleTime(tolerance: 0.01),
            "settle01Percent": spring.settleTime(tolerance: 0.001), "settlingDuration": spring.settlingDuration,
            "frames120Hz": frames(spring.settleTime(tolerance: completionTolerance), at: 120),
            "frames60Hz": frames(spring.settleTime(tolerance: completionTolerance), at: 60),
        ]
    }

    static func frames(_ seconds: Double, at rate: Double) -> Double { (seconds * rate).rounded(.up) }

    static func describe(_ spring: DampedSpring) -> String {
        "overshoot \(percent(spring.overshoot)), settles to 1% in \(seconds(spring.settleTime(tolerance: 0.01))), "
            + "to 0.1% in \(seconds(spring.settleTime(tolerance: 0.001))); settlingDuration \(seconds(spring.settlingDuration)); "
            + "response \(format3(spring.response)) / dampingFraction \(format3(spring.dampingFraction)), "
            + "duration \(format3(spring.duration)) / bounce \(format3(spring.bounce))"
    }

    private static func figuresFinding(_ dialect: Dialect, _ name: String, _ spec: SpringSpec) -> Finding {
        let spring = DampedSpring(spec)
        return Finding(
            id: "springs.\(dialect.rawValue).\(name)", subject: "\(dialect.rawValue) \(name) \(spec.swiftUIExpression)",
            verdict: .note, summary: describe(spring), figures: figures(spring))
    }

    /// 001's claims about the standard spring, at 120 Hz (damping 12) and 60 Hz (damping 10.5),
    /// and the corrected entrance spring our glass cards use.
    static var pastelClaims: [Finding] {
        var findings: [Finding] = []
        let correction =
            "GlassCard enters with PastelGlass.entranceSpringBounceFree "
            + "\(PastelGlass.entranceSpringBounceFree.swiftUIExpression) on every display"
        for rate in [120, 60] {
            let spec = RefreshAdaptation.spring(framesPerSecond: rate)
            let spring = DampedSpring(spec)
            let settle = spring.settleTime(tolerance: completionTolerance)
            let subject = "001 standard spring at \(rate) Hz \(spec.swiftUIExpression)"
            findings.append(
                claim(
                    "bounceFree.\(rate)Hz", subject, spring.overshoot == 0,
                    "\"natural settling without bounce\": overshoots by \(percent(spring.overshoot))",
                    spring, correction))
            findings.append(
                claim(
                    "within400ms.\(rate)Hz", subject, settle <= PastelTiming.springCompletionClaim,
                    "\"all springs complete within 400 ms\": settles to 1% in \(seconds(settle)) "
                        + "(\(Int(frames(settle, at: Double(rate)))) frames at \(rate) Hz)",
                    spring, correction))
            findings.append(
                claim(
                    "cardEntrance.\(rate)Hz", subject, cardEntranceWindow.contains(settle),
                    "card entrance \"≈0.4 s\": settles to 1% in \(seconds(settle))", spring, correction))
        }
        let fixed = DampedSpring(PastelGlass.entranceSpringBounceFree)
        let settle = fixed.settleTime(tolerance: completionTolerance)
        let holds = fixed.overshoot == 0 && settle <= PastelTiming.springCompletionClaim && cardEntranceWindow.contains(settle)
        findings.append(
            Finding(
                id: "springs.pastel.entranceSpringBounceFree",
                subject: "our glass-card entrance \(PastelGlass.entranceSpringBounceFree.swiftUIExpression)",
                verdict: holds ? .pass : .fail,
                summary: "keeps all three claims at any refresh rate: " + describe(fixed), figures: figures(fixed)))
        return findings
    }

    private static func claim(
        _ id: String, _ subject: String, _ holds: Bool, _ summary: String,
        _ spring: DampedSpring, _ correction: String
    ) -> Finding {
        Finding(
            id: "springs.pastel.claim.\(id)", subject: subject, verdict: holds ? .pass : .contradiction,
            summary: summary, figures: figures(spring), correction: holds ? nil : correction)
    }
}

func percent(_ fraction: Double) -> String { "\(format3(fraction * 100))%" }
func seconds(_ value: Double) -> String { value.isFinite ? "\(format3(value)) s" : "never" }
