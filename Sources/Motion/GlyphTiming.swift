import DesignTokens

/// When a glyph starts and finishes.
public struct GlyphTiming: Hashable, Sendable {
    /// Seconds after the cascade began; infinity for a glyph that never appears.
    public let start: Double
    /// When it reaches its final progress of 1; nil if it never does.
    public let end: Double?
    /// Where it comes to rest: 1, except under `.literal000` (1 − 0.012 i, at least 0).
    public let finalProgress: Double
}

/// A glyph's look at one moment.
public struct GlyphState: Hashable, Sendable {
    /// 0 hidden, 1 at rest, eased out.
    public let progress: Double
    /// Equal to `progress` (000 §3.2).
    public let opacity: Double
    /// Points below its resting place: (1 − progress) × 6 (000 §3.1 `offsetY`).
    public let offsetY: Double
    /// Variable-font weight, 300 + 100 × progress (000 §3.1).
    public let weight: Double
}

extension GlyphState {
    /// The look 000 §3.2 gives a glyph at `progress`.
    init(progress: Double) {
        self.init(
            progress: progress, opacity: progress, offsetY: (1 - progress) * MotionToken.offsetY,
            weight: MotionToken.weightFrom + (MotionToken.weightTo - MotionToken.weightFrom) * progress)
    }
}
