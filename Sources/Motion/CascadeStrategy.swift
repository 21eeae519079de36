/// How a letter cascade times its glyphs (000 §3, 001 "Letter Cascade Effect").
public enum CascadeStrategy: String, CaseIterable, Sendable, Codable {
    /// 000 §3.2 taken literally: one phase eased out over 0.6 s, glyph i at clamp(phase − 0.012 i).
    /// Glyph i never gets past 1 − 0.012 i: only the first glyph finishes, and from glyph 84 on
    /// none even starts.
    case literal000
    /// 001's "kinetic stagger": glyph i waits sin(i / (n − 1) · π) × 0.012 s, reading 001's
    /// undefined `total` as the last index so that the first and last glyphs both start at 0. The
    /// delays are not cumulative, so the whole string starts within 12 ms. Each glyph then eases
    /// out over 0.6 − 0.012 s, so the block still ends by 0.6 s.
    case sine001
    /// Our default, a real cascade: glyph i starts at i × s and eases out over d, with
    /// d = max(0.6 − 0.012 (n − 1), 0.3 s) and s = min(0.012, (0.6 − d) / (n − 1)). Up to 26
    /// glyphs keep 000's 12 ms stagger; longer strings compress the stagger, never the block or
    /// the 0.3 s a glyph needs to read as motion, so every glyph ends by 0.6 s.
    case standard
    /// 000 §3.2's Reduce Motion replacement: every glyph together, a plain 0.12 s linear fade, no
    /// rise, weight at 400.
    case reducedMotion
}
