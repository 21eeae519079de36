import DesignTokens
import Foundation

/// The letter cascade of 000 §3 and 001 as timing data: when each glyph starts and finishes, and
/// how it looks at any moment. Every number comes from `MotionToken`.
///
/// Out-of-range glyph indices are clamped into range, NaN times are 0, and an empty schedule
/// (a count of 0 or less) has nothing to animate: its glyphs are at rest and it lasts 0 s.
public struct CascadeSchedule: Hashable, Sendable {
    /// How many glyphs cascade.
    public let glyphCount: Int
    /// Whose timing: 000's even stagger or 001's kinetic one.
    public let strategy: CascadeStrategy

    /// The shortest glyph animation of the standard schedule, in seconds. Our choice (the spec
    /// names none): half the block, long enough for an ease-out to read as motion.
    public static let minimumGlyphDuration = 0.3

    private static let easeOut = BezierCurve(.easeOut)

    /// The cascade of `glyphCount` glyphs.
    ///
    /// - Parameters:
    ///   - glyphCount: How many glyphs; 0 or fewer is an empty schedule.
    ///   - strategy: 000's standard schedule or 001's kinetic one.
    public init(glyphCount: Int, strategy: CascadeStrategy = .standard) {
        self.glyphCount = max(glyphCount, 0)
        self.strategy = strategy
    }

    /// 000 §3.2's Reduce Motion fallback: a plain 0.12 s fade of every glyph together.
    public static func reducedMotion(glyphCount: Int) -> CascadeSchedule {
        CascadeSchedule(glyphCount: glyphCount, strategy: .reducedMotion)
    }

    /// The standard schedule's per-glyph duration d and stagger s (see `CascadeStrategy.standard`).
    var standardTiming: (duration: Double, stagger: Double) {
        let block = MotionToken.duration
        guard glyphCount > 1 else { return (block, 0) }
        let gaps = Double(glyphCount - 1)
        let duration = max(block - MotionToken.stagger * gaps, Self.minimumGlyphDuration)
        return (duration, min(MotionToken.stagger, (block - duration) / gaps))
    }

    /// When glyph `index` starts and finishes.
    public func glyph(_ index: Int) -> GlyphTiming {
        guard glyphCount > 0 else { return GlyphTiming(start: 0, end: 0, finalProgress: 1) }
        let i = Double(min(max(index, 0), glyphCount - 1))
        let block = MotionToken.duration
        switch strategy {
        case .literal000:
            let lag = i * MotionToken.stagger
            guard lag < 1 else { return GlyphTiming(start: .infinity, end: nil, finalProgress: 0) }
            return GlyphTiming(
                start: block * Self.easeOut.fraction(reaching: lag), end: lag == 0 ? block : nil,
                finalProgress: 1 - lag)
        case .sine001:
            let delay = sineDelay(i)
            return GlyphTiming(start: delay, end: delay + block - MotionToken.stagger, finalProgress: 1)
        case .standard:
            let (duration, stagger) = standardTiming
            let start = i * stagger
            return GlyphTiming(start: start, end: min(start + duration, block), finalProgress: 1)
        case .reducedMotion:
            return GlyphTiming(start: 0, end: MotionToken.reducedMotionFade, finalProgress: 1)
        }
    }

    /// 001's delay sin(i / total · π) × stagger with total = n − 1, computed as sin(π min(f, 1 − f))
    /// so that both ends are exactly 0 and the curve is symmetric.
    private func sineDelay(_ i: Double) -> Double {
        guard glyphCount > 1 else { return 0 }
        let fraction = i / Double(glyphCount - 1)
        return sin(.pi * min(fraction, 1 - fraction)) * MotionToken.stagger
    }

    /// Glyph `index`'s look `time` seconds after the cascade began.
    public func state(ofGlyph index: Int, at time: Double) -> GlyphState {
        let t = time.isNaN ? 0 : time
        switch strategy {
        case .reducedMotion:
            let fade = min(max(t / MotionToken.reducedMotionFade, 0), 1)
            return GlyphState(progress: fade, opacity: fade, offsetY: 0, weight: MotionToken.weightTo)
        case .literal000 where glyphCount > 0:
            let phase = Self.easeOut.progress(at: t / MotionToken.duration)
            let lag = Double(min(max(index, 0), glyphCount - 1)) * MotionToken.stagger
            return GlyphState(progress: min(max(phase - lag, 0), 1))
        case .literal000, .sine001, .standard:
            let timing = glyph(index)
            let duration = (timing.end ?? MotionToken.duration) - timing.start
            guard duration > 0 else { return GlyphState(progress: t >= timing.start ? 1 : 0) }
            return GlyphState(progress: Self.easeOut.progress(at: (t - timing.start) / duration))
        }
    }

    /// When the last glyph finishes: 0 for an empty schedule, nil if some glyph never finishes.
    public var totalDuration: Double? {
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
}
