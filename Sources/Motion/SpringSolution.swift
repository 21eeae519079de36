import Foundation

/// How a damped spring moves: the two basis functions of its regime.
enum SpringRegime: Hashable, Sendable {
    /// e^{−σt} cos ωt and e^{−σt} sin ωt, with ω the damped frequency.
    case underdamped(decay: Double, frequency: Double)
    /// e^{−σt} and t e^{−σt}.
    case critical(decay: Double)
    /// e^{r₁t} and e^{r₂t}, with r₂ < r₁ < 0.
    case overdamped(slow: Double, fast: Double)
}

/// One solution of m x″ + c x′ + k x = 0: x(t) = p b₁(t) + q b₂(t) in its regime's basis. Its
/// derivative is a solution of the same form, so positions and velocities share one evaluator.
struct SpringSolution {
    let regime: SpringRegime
    let p: Double
    let q: Double

    init(regime: SpringRegime, p: Double, q: Double) {
        self.regime = regime
        self.p = p
        self.q = q
    }

    /// The solution with x(0) = `position` and x′(0) = `velocity`.
    init(regime: SpringRegime, position x0: Double, velocity v0: Double) {
        switch regime {
        case let .underdamped(decay, frequency): self.init(regime: regime, p: x0, q: (v0 + decay * x0) / frequency)
        case let .critical(decay): self.init(regime: regime, p: x0, q: v0 + decay * x0)
        case let .overdamped(slow, fast):
            let q = (v0 - slow * x0) / (fast - slow)
            self.init(regime: regime, p: x0 - q, q: q)
        }
    }

    func callAsFunction(_ t: Double) -> Double {
        switch regime {
        case let .underdamped(decay, frequency): exp(-decay * t) * (p * cos(frequency * t) + q * sin(frequency * t))
        case let .critical(decay): (p + q * t) * exp(-decay * t)
        case let .overdamped(slow, fast): p * exp(slow * t) + q * exp(fast * t)
        }
    }

    var derivative: SpringSolution {
        switch regime {
        case let .underdamped(decay, frequency):
            SpringSolution(regime: regime, p: -decay * p + frequency * q, q: -frequency * p - decay * q)
        case let .critical(decay): SpringSolution(regime: regime, p: q - decay * p, q: -decay * q)
        case let .overdamped(slow, fast): SpringSolution(regime: regime, p: slow * p, q: fast * q)
        }
    }

    /// The last time t ≥ 0 at which |x(t)| > `tolerance`: 0 if never, infinity if always.
    ///
    /// x is monotone between consecutive zeros of x′, which are known in closed form: one at most
    /// without oscillation, one every half period π/ω when underdamped, where successive extremes
    /// shrink by e^{−σπ/ω}. The last monotone piece that starts above the tolerance is found
    /// analytically and the crossing inside it bisected, so no lobe is missed however narrowly it
    /// exceeds the tolerance.
    func lastTime(above tolerance: Double) -> Double {
        guard tolerance > 0 else { return .infinity }
        if case let .underdamped(decay, frequency) = regime {
            return lastOscillatingTime(above: tolerance, decay: decay, frequency: frequency)
        }
        let tail = turningTime ?? 0
        guard abs(self(tail)) > tolerance else { return crossing(from: 0, to: tail, above: tolerance) }
        var (high, doublings) = (tail + 1 / slowestRate, 0)
        while abs(self(high)) > tolerance && doublings < 2048 {
            high = tail + 2 * (high - tail)
            doublings += 1
        }
        return Self.bisect(tail, high) { abs(self($0)) > tolerance }
    }

    private func lastOscillatingTime(above tolerance: Double, decay: Double, frequency: Double) -> Double {
        let slope = derivative
        guard slope.p != 0 || slope.q != 0 else { return 0 }
        // x′ ∝ cos(ωt − φ) vanishes at ωt = φ + π/2 + nπ.
        var phase = (atan2(slope.q, slope.p) + .pi / 2).truncatingRemainder(dividingBy: .pi)
        if phase < 0 { phase += .pi }
        let first = phase / frequency
        let half = Double.pi / frequency
        let peak = abs(self(first))
        guard peak > tolerance else { return crossing(from: 0, to: first, above: tolerance) }
        guard decay > 0 else { return .infinity }
        // The last extreme above the tolerance, peak e^{−σnπ/ω} > tolerance, checked against rounding.
        var n = max((log(peak / tolerance) / (decay * half)).rounded(.up) - 1, 0)
        if n > 0 && abs(self(first + n * half)) <= tolerance { n -= 1 }
        if abs(self(first + (n + 1) * half)) > tolerance { n += 1 }
        let start = first + n * half
        guard start.isFinite else { return .infinity }
        return crossing(from: start, to: start + half, above: tolerance)
    }

    /// Within a piece [start, end] where x is monotone, the time |x| falls to `tolerance`.
    private func crossing(from start: Double, to end: Double, above tolerance: Double) -> Double {
        let initial = self(start)
        guard abs(initial) > tolerance else { return 0 }
        let sign: Double = initial > 0 ? 1 : -1
        return Self.bisect(start, end) { sign * self($0) > tolerance }
    }

    /// The zero of x′ after 0 when x does not oscillate, or nil.
    private var turningTime: Double? {
        let slope = derivative
        let time: Double
        switch regime {
        case .underdamped: return nil
        case .critical:
            guard slope.q != 0 else { return nil }
            time = -slope.p / slope.q
        case let .overdamped(slow, fast):
            guard slope.p != 0, -slope.q / slope.p > 0 else { return nil }
            time = log(-slope.q / slope.p) / (slow - fast)
        }
        return time > 0 && time.isFinite ? time : nil
    }

    /// The rate of the slowest decaying term, 1/s.
    private var slowestRate: Double {
        switch regime {
        case let .underdamped(decay, _), let .critical(decay): decay
        case let .overdamped(slow, _): -slow
        }
    }

    /// The boundary in [low, high] where `isAbove` turns false, to a relative 1e-13.
    static func bisect(_ low: Double, _ high: Double, isAbove: (Double) -> Bool) -> Double {
        var (low, high, steps) = (low, high, 0)
        while high - low > 1e-13 * max(1, high) && steps < 200 {
            let mid = low + (high - low) / 2
            if isAbove(mid) { low = mid } else { high = mid }
            steps += 1
        }
        return high
    }
}
