import DesignTokens
import Motion

/// Spring and timing-curve evaluation throughput on one core (target: 20 M/s each in release).
enum MotionBenchmarks {
    static let all = [
        Benchmark(name: "spring value(at:), underdamped", unit: " evaluations", iterations: 20_000_000) { count in
            let spring = DampedSpring(.interpolating(stiffness: 130, damping: 12))
            var sum = 0.0
            for i in 0..<count { sum += spring.value(at: Double(i & 1023) * 0.001) }
            return sum
        },
        Benchmark(name: "spring value(at:), critically damped", unit: " evaluations", iterations: 20_000_000) { count in
            let spring = DampedSpring(.smooth(duration: 0.35))
            var sum = 0.0
            for i in 0..<count { sum += spring.value(at: Double(i & 1023) * 0.001) }
            return sum
        },
        Benchmark(name: "bezier progress(at:), easeInOut", unit: " evaluations", iterations: 20_000_000) { count in
            let curve = BezierCurve(.easeInOut)
            var sum = 0.0
            for i in 0..<count { sum += curve.progress(at: Double(i & 1023) / 1024) }
            return sum
        },
        Benchmark(name: "cascade state, 60 glyphs", unit: " glyph states", iterations: 2_000_000) { count in
            let schedule = CascadeSchedule(glyphCount: 60)
            var sum = 0.0
            for i in 0..<count { sum += schedule.state(ofGlyph: i % 60, at: Double(i & 511) * 0.00125).opacity }
            return sum
        },
    ]
}
