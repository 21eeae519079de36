import DesignTokens
import Motion

/// Spring, timing-curve and cascade evaluation throughput on one core (target: 20 M/s for springs
/// and curves, in release). Every body sums what it evaluates, so nothing is optimized away.
enum MotionBenchmarks {
    static let all = [
        spring("underdamped, 000 §4 card entrance", .interpolating(stiffness: 130, damping: 12)),
        spring("critically damped", .smooth(duration: 0.35)),
        spring("overdamped", .durationBounce(duration: 0.5, bounce: -0.4)),
        curve("easeInOut", .easeInOut),
        curve("easeOut", .easeOut),
        Benchmark(name: "cascade state, 60 glyphs", unit: " glyph states", iterations: 2_000_000) { count in
            let schedule = CascadeSchedule(glyphCount: 60)
            var sum = 0.0
            for i in 0..<count { sum += schedule.state(ofGlyph: i % 60, at: Double(i & 511) * 0.00125).opacity }
            return sum
        },
    ]

    /// `value(at:)` over the first 1.023 s of the move.
    static func spring(_ name: String, _ spec: SpringSpec) -> Benchmark {
        Benchmark(name: "spring value(at:), \(name)", unit: " evaluations", iterations: 20_000_000) { count in
            let spring = DampedSpring(spec)
            var sum = 0.0
            for i in 0..<count { sum += spring.value(at: Double(i & 1023) * 0.001) }
            return sum
        }
    }

    /// `progress(at:)` over 1,024 fractions of the duration.
    static func curve(_ name: String, _ spec: TimingCurveSpec) -> Benchmark {
        Benchmark(name: "bezier progress(at:), \(name)", unit: " evaluations", iterations: 20_000_000) { count in
            let curve = BezierCurve(spec)
            var sum = 0.0
            for i in 0..<count { sum += curve.progress(at: Double(i & 1023) / 1024) }
            return sum
        }
    }
}
