/// 000 §3.1 and 001: the letter cascade's numbers.
public enum MotionToken {
    /// Total block time of a cascade, in seconds.
    public static let duration: Double = 0.60
    /// Delay between glyphs, in seconds.
    public static let stagger: Double = 0.012
    /// Start vertical offset of each glyph, in points.
    public static let offsetY: Double = 6
    /// Variable-font weight a glyph starts at ("SF Pro Variable").
    public static let weightFrom: Double = 300
    /// Variable-font weight a glyph ends at.
    public static let weightTo: Double = 400
    /// 000 §3.2: the reduce-motion replacement, a plain fade of this many seconds.
    public static let reducedMotionFade: Double = 0.12
}
