import Foundation

extension DampedSpring {
    /// The last time a move from 0 to 1 is more than `tolerance` (a fraction of the move) from its
    /// target or, given `velocityTolerance`, moves faster than that many progress units a second.
    /// Exact to about 1e-12 s; 0 if it is always within, infinity if it never settles (no damping,
    /// or a tolerance that is not positive).
    public func settleTime(tolerance: Double, velocityTolerance: Double? = nil, initialVelocity: Double = 0) -> Double {
        guard tolerance > 0 else { return .infinity }
        let motion = displacement(initialVelocity: initialVelocity)
        let position = motion.lastTime(above: tolerance)
        guard let velocityTolerance else { return position }
        guard velocityTolerance > 0 else { return .infinity }
        return max(position, motion.derivative.lastTime(above: velocityTolerance))
    }

    /// SwiftUI's `Spring.settlingDuration`: target 1, initial velocity 0, epsilon 0.001 (Apple
    /// documentation; platform-facts.md). See `settlingDuration(initialVelocity:epsilon:)`.
    public var settlingDuration: Double { settlingDuration(initialVelocity: 0, epsilon: 0.001) }

    /// SwiftUI's `Spring.settlingDuration(target: 1, initialVelocity:epsilon:)`, computed as SwiftUI
    /// does (the reconstruction in OpenSwiftUI's `Spring+VectorArithmetic.swift`, whose tests compare
    /// it with SwiftUI for equality). An estimate, not the last crossing (`settleTime(tolerance:)`):
    /// - no damping: infinity;
    /// - ζ < 1: the envelope bound ln((|σ − v₀| + 1) / ε) / σ with σ = c / 2m, at least 0;
    /// - ζ ≥ 1: the first point of a 0.1 s grid from which |1 − value| < ε for more than a second
    ///   of grid points; 0 if there is none in 1,024 points (102.4 s).
    ///
    /// An epsilon that is not positive gives infinity.
    public func settlingDuration(initialVelocity: Double, epsilon: Double) -> Double {
        guard epsilon > 0 else { return .infinity }
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        switch regime {
        case let .underdamped(decay, _):
            guard decay > 0 else { return .infinity }
            return max(0, -log(epsilon / (abs(decay - v0) + 1)) / decay)
        case .critical, .overdamped:
            return gridSettlingTime(motion: displacement(initialVelocity: v0), epsilon: epsilon)
        }
    }

    /// SwiftUI's scan for springs that do not oscillate, step for step (time accumulates by
    /// repeated addition of 0.1, as in SwiftUI).
    private func gridSettlingTime(motion: SpringSolution, epsilon: Double) -> Double {
        var (time, bestTime, bestDistance) = (0.0, -1.0, Double.infinity)
        for _ in 0..<1024 {
            let distance = abs(motion(time))
            guard distance.isFinite else { break }
            if bestDistance >= epsilon {
                if distance < bestDistance { (bestTime, bestDistance) = (time, distance) }
            } else if distance >= epsilon {
                bestDistance = .infinity
            } else if time - bestTime > 1 {
                return bestTime
            }
            time += 0.1
        }
        return 0
    }
}
