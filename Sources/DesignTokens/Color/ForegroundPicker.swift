/// Finds a foreground that reaches a contrast ratio, changing the preferred color as little as possible.
public enum ForegroundPicker {
    /// `candidate` if it reaches `ratio` over `background`; otherwise the candidate mixed toward black
    /// or white (whichever contrasts more with the background) just far enough to reach it, found by
    /// bisection in sRGB; nil when even pure black or white cannot reach it.
    public static func foreground(reaching ratio: Double, over background: SRGBColor,
                                  preferring candidate: SRGBColor) -> SRGBColor? {
        foreground(reaching: ratio, overAll: [background], preferring: candidate)
    }

    /// The same over several backgrounds at once (the points of a gradient): the least change of
    /// `candidate` that reaches `ratio` over every one of them, moving toward black when the
    /// backgrounds are on average light and toward white otherwise.
    public static func foreground(reaching ratio: Double, overAll backgrounds: [SRGBColor],
                                  preferring candidate: SRGBColor) -> SRGBColor? {
        let backgrounds = backgrounds.map(\.opaque)
        guard !backgrounds.isEmpty else { return candidate }
        func passes(_ color: SRGBColor) -> Bool { backgrounds.allSatisfy { color.contrastRatio(over: $0) >= ratio } }
        if passes(candidate) { return candidate }
        let meanLuminance = backgrounds.map(\.relativeLuminance).reduce(0, +) / Double(backgrounds.count)
        let end: SRGBColor = meanLuminance >= 0.179 ? .black : .white
        let target = end.opacity(candidate.alpha)
        guard passes(target) else { return nil }
        let fraction = smallestPassing { passes(candidate.interpolated(to: target, fraction: $0)) }
        return candidate.interpolated(to: target, fraction: fraction)
    }

    /// The smallest opacity at which `color` reaches `ratio` over `background`, or nil if even
    /// the opaque color does not.
    public static func minimumOpacity(of color: SRGBColor, over background: SRGBColor, reaching ratio: Double) -> Double? {
        let opaque = color.opaque, background = background.opaque
        guard opaque.contrastRatio(over: background) >= ratio else { return nil }
        return smallestPassing { opaque.opacity($0).contrastRatio(over: background) >= ratio }
    }

    /// The smallest t in 0...1 for which `passes` holds, given that it holds at 1 and is monotone.
    private static func smallestPassing(_ passes: (Double) -> Bool) -> Double {
        if passes(0) { return 0 }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<50 {
            let mid = (low + high) / 2
            if passes(mid) { high = mid } else { low = mid }
        }
        return high
    }
}
