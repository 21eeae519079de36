import DesignTokens
import Foundation

/// How a letter cascade times its glyphs.
public enum CascadeStrategy: String, CaseIterable, Sendable, Codable {
    /// 000 §3.2 taken literally: one phase eased out over 0.6 s, glyph i at `phase − 0.012 i`.
    /// Glyph i never gets past 1 − 0.012 i: only the first glyph finishes.
    case literal000
    /// 001's "kinetic stagger": glyph i waits sin(i / n · π) × 0.012 s (not cumulative, so the
    /// whole string starts within 12 ms), then eases out over 0.6 − 0.012 s.
    case sine001
    /// Our default: a real cascade. Glyph i starts at i × s and eases out over d, with
    /// d = max(0.6 − 0.012 (n − 1), 0.3) and s = min(0.012, (0.6 − d) / (n − 1)): up to 26 glyphs
    /// keep 000's 12 ms stagger and the rest compress it, so every glyph ends by 0.6 s.
    case standard
    /// 000 §3.2's reduce-motion fallback: every glyph together, a plain 0.12 s linear fade.
    case reducedMotion
}

/// When a glyph starts and finishes; `end` is nil for a glyph that never finishes.
public struct GlyphTiming: Hashable, Sendable {
    public let start: Double
    public let end: Double?
}

/// A glyph's look at one moment.
public struct GlyphState: Hashable, Sendable {
    /// 0 hidden, 1 at rest.
    public let progress: Double
    public let opacity: Double
    /// Points below its resting place.
    public let offsetY: Double
    /// Variable-font weight, 300 → 400.
    public let weight: Double
}

/// The letter cascade of 000 §3 and 001 as timing data: per-glyph start, end and state at any time.
public struct CascadeSchedule: Hashable, Sendable {
    public let glyphCount: Int
    public let strategy: CascadeStrategy

    /// The shortest glyph animation of the standard schedule, in seconds.
    public static let minimumGlyphDuration = 0.3

    private static let easeOut = BezierCurve(.easeOut)

    public init(glyphCount: Int, strategy: CascadeStrategy = .standard) {
        self.glyphCount = max(glyphCount, 0)
        self.strategy = strategy
    }

    /// The standard schedule's per-glyph duration d and stagger s.
    var standardTiming: (duration: Double, stagger: Double) {
        let block = MotionToken.duration, n = Double(glyphCount)
        guard glyphCount > 1 else { return (block, 0) }
        let duration = max(block - MotionToken.stagger * (n - 1), Self.minimumGlyphDuration)
        return (duration, min(MotionToken.stagger, (block - duration) / (n - 1)))
    }

    /// When glyph `index` (clamped into range) starts and finishes.
    public func glyph(_ index: Int) -> GlyphTiming {
        let i = Double(min(max(index, 0), max(glyphCount - 1, 0)))
        let block = MotionToken.duration, stagger = MotionToken.stagger
        switch strategy {
        case .literal000:
            let lag = i * stagger
            guard lag < 1 else { return GlyphTiming(start: .infinity, end: nil) }
            return GlyphTiming(start: block * Self.inverseEaseOut(lag), end: lag == 0 ? block : nil)
        case .sine001:
            let delay = glyphCount > 0 ? Foundation.sin(i / Double(glyphCount) * .pi) * stagger : 0
            return GlyphTiming(start: delay, end: delay + block - stagger)
        case .standard:
            let (duration, step) = standardTiming
            let start = i * step
            return GlyphTiming(start: start, end: min(start + duration, block))
        case .reducedMotion:
            return GlyphTiming(start: 0, end: MotionToken.reducedMotionFade)
        }
    }

    /// Glyph `index`'s state `time` seconds after the cascade began (NaN is 0).
    public func state(ofGlyph index: Int, at time: Double) -> GlyphState {
        let t = time.isNaN ? 0 : time
        let p: Double
        switch strategy {
        case .literal000:
            let phase = Self.easeOut.progress(at: t / MotionToken.duration)
            p = min(max(phase - Double(min(max(index, 0), max(glyphCount - 1, 0))) * MotionToken.stagger, 0), 1)
        case .sine001, .standard:
            let timing = glyph(index)
            let duration = (timing.end ?? MotionToken.duration) - timing.start
            p = duration > 0 ? Self.easeOut.progress(at: (t - timing.start) / duration) : 1
        case .reducedMotion:
            let fade = min(max(t / MotionToken.reducedMotionFade, 0), 1)
            return GlyphState(progress: fade, opacity: fade, offsetY: 0, weight: MotionToken.weightTo)
        }
        return GlyphState(progress: p, opacity: p, offsetY: (1 - p) * MotionToken.offsetY,
                          weight: MotionToken.weightFrom + (MotionToken.weightTo - MotionToken.weightFrom) * p)
    }

    /// When the last glyph finishes, or nil if one never does.
    public var totalDuration: Double? {
        guard glyphCount > 0 else { return 0 }
        var latest = 0.0
        for index in 0..<glyphCount {
            guard let end = glyph(index).end else { return nil }
            latest = max(latest, end)
        }
        return latest
    }

    /// True when every glyph has finished by `time`.
    public func allFinished(by time: Double) -> Bool {
        guard let total = totalDuration else { return false }
        return total <= time
    }

    /// The fraction of the duration at which easeOut reaches `progress`.
    static func inverseEaseOut(_ progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if easeOut.progress(at: mid) < progress { low = mid } else { high = mid }
        }
        return high
    }
}
