/// Finds a foreground that reaches a WCAG 2.2 contrast ratio, changing the preferred color as little
/// as possible.
public enum ForegroundPicker {
    /// `candidate` if it reaches `ratio` over `background`; otherwise the candidate mixed toward
    /// black or toward white just far enough to reach it, whichever of the two looks closer to the
    /// candidate (ΔE_OK); nil when neither black nor white (at the candidate's opacity) reaches it.
    public static func foreground(
        reaching ratio: Double, over background: SRGBColor,
        preferring candidate: SRGBColor
    ) -> SRGBColor? {
        foreground(reaching: ratio, overAll: [background], preferring: candidate)
    }

    /// The same over several backgrounds at once (the points of a gradient): the least change of
    /// `candidate` that reaches `ratio` over every one of them.
    public static func foreground(
        reaching ratio: Double, overAll backgrounds: [SRGBColor],
        preferring candidate: SRGBColor
    ) -> SRGBColor? {
        func passes(_ color: SRGBColor) -> Bool { backgrounds.allSatisfy { color.contrastRatio(over: $0) >= ratio } }
        if passes(candidate) { return candidate }
        let preferred = candidate.okLab
        return [SRGBColor.black, .white]
            .map { $0.opacity(candidate.alpha) }
            .filter(passes)
            .map { end in
                candidate.interpolated(to: end, fraction: leastPassingFraction { passes(candidate.interpolated(to: end, fraction: $0)) })
            }
            .min { preferred.distance(to: $0.okLab) < preferred.distance(to: $1.okLab) }
    }

    /// The smallest opacity at which `color` reaches `ratio` over `background`, or nil if even
    /// the opaque color does not.
    public static func minimumOpacity(of color: SRGBColor, over background: SRGBColor, reaching ratio: Double) -> Double? {
        let opaque = color.opaque
        func passes(_ opacity: Double) -> Bool { opaque.opacity(opacity).contrastRatio(over: background) >= ratio }
        guard passes(1) else { return nil }
        return leastPassingFraction(passes)
    }

    /// The least t in 0...1 at which `passes` holds, given that it holds at 1. A scan in 64 steps
    /// finds the first passing step, so a test that is not monotone in t still gives the first
    /// crossing; bisection then narrows that step to machine precision, always keeping a passing t.
    private static func leastPassingFraction(_ passes: (Double) -> Bool) -> Double {
        if passes(0) { return 0 }
        let steps = 64
        var (low, high) = (0.0, 1.0)
        for step in 1..<steps {
            let t = Double(step) / Double(steps)
            if passes(t) {
                high = t
                break
            }
            low = t
        }
        for _ in 0..<48 {
            let mid = (low + high) / 2
            if passes(mid) { high = mid } else { low = mid }
        }
        return high
    }
}
