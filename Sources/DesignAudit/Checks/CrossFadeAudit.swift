import DesignTokens
import Motion

/// 000 §11's QA budget: during the 0.6 s easeInOut gradient cross-fade, no pixel channel may change
/// by more than 2% between consecutive frames. Checked for all 132 ordered pairs, both appearances,
/// at 120 Hz and 60 Hz.
enum CrossFadeAudit {
    static let rates = [120, 60]

    static func section(for themes: [Theme]) -> AuditSection {
        guard themes.contains(where: { $0.dialect == .pastel }) else {
            return AuditSection(key: "crossFade", title: "Gradient cross-fade", rule: "Pastel only.", findings: [])
        }
        var findings: [Finding] = []
        for appearance in Appearance.allCases {
            for rate in rates { findings.append(finding(appearance, rate)) }
        }
        return AuditSection(
            key: "crossFade", title: "Gradient cross-fade",
            rule: "000 §11: < \(percent(PastelTiming.crossFadeFrameBudget)) change per channel per frame during the "
                + "\(PastelTiming.gradientCrossFade.animation.swiftUIExpression) fade.",
            findings: findings)
    }

    /// The largest step of the animation's progress between consecutive frames at `rate`.
    static func largestFrameStep(_ animation: AnimationSpec, rate: Int) -> Double {
        let timeline = AnimationTimeline(animation)
        let frames = Int((timeline.totalDuration ?? 0) * Double(rate)) + 1
        var previous = timeline.progress(at: 0)
        var largest = 0.0
        for frame in 1...frames {
            let value = timeline.progress(at: Double(frame) / Double(rate))
            largest = max(largest, abs(value - previous))
            previous = value
        }
        return largest
    }

    /// The largest per-channel difference between the two gradients at the same point: both are
    /// linear between their stops, so it is reached at a stop.
    static func largestChannelChange(_ from: GradientToken, _ to: GradientToken, _ appearance: Appearance) -> Double {
        zip(from.colors(in: appearance), to.colors(in: appearance)).map { a, b in
            max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
        }.max()!
    }

    static func finding(_ appearance: Appearance, _ rate: Int) -> Finding {
        let step = largestFrameStep(PastelTiming.gradientCrossFade.animation, rate: rate)
        var figures: [String: Double] = ["largestProgressStep": step, "budget": PastelTiming.crossFadeFrameBudget]
        var worst = (delta: 0.0, pair: "")
        for from in GradientToken.allCases {
            for to in GradientToken.allCases where to != from {
                let delta = largestChannelChange(from, to, appearance) * step
                let pair = "\(from.rawValue)→\(to.rawValue)"
                figures[pair] = delta
                if delta > worst.delta { worst = (delta, pair) }
            }
        }
        figures["worst"] = worst.delta
        let holds = worst.delta < PastelTiming.crossFadeFrameBudget
        return Finding(
            id: "crossFade.\(appearance.rawValue).\(rate)Hz", subject: "132 ordered pairs, \(appearance.rawValue), \(rate) Hz",
            verdict: holds ? .pass : .fail,
            summary: "largest change \(percent(worst.delta)) per frame (\(worst.pair)); the curve moves at most "
                + "\(percent(step)) of the way in one frame",
            figures: figures)
    }
}
