import DesignTokens

/// An `AnimationSpec` evaluated over time: progress from 0 to 1 at any moment after it starts,
/// with delay, speed and repetition as SwiftUI applies them.
///
/// A repeated run of a spring lasts its `settlingDuration`. After the last run the progress is 1,
/// the model value: with `repeatCount` even and `autoreverses`, the last run plays backwards to 0
/// and the view then jumps to 1, as it does in SwiftUI.
public struct AnimationTimeline: Sendable {
    public let spec: AnimationSpec
    /// A spring's starting velocity, in progress per second (a retargeted spring keeps its speed).
    public let initialVelocity: Double
    private let curve: Curve

    private enum Curve: Sendable {
        case bezier(BezierCurve, duration: Double)
        case spring(DampedSpring)
    }

    public init(_ spec: AnimationSpec, initialVelocity: Double = 0) {
        self.spec = spec
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        switch spec.kind {
        case let .timing(timing, duration): curve = .bezier(BezierCurve(timing), duration: max(duration.isNaN ? 0 : duration, 0))
        case let .spring(spring): curve = .spring(DampedSpring(spring))
        }
    }

    /// Playback rate; non-positive or NaN speeds play at 1.
    private var speed: Double { spec.speed.isFinite && spec.speed > 0 ? spec.speed : 1 }
    private var delay: Double { spec.delay.isFinite ? max(spec.delay, 0) : 0 }

    /// One run in the animation's own time (before speed).
    public var runDuration: Double {
        switch curve {
        case let .bezier(_, duration): duration
        case let .spring(spring): spring.settlingDuration
        }
    }

    /// Seconds from the start until the animation is over, delay included; nil when it repeats forever.
    public var totalDuration: Double? {
        switch spec.repetition {
        case .once: delay + runDuration / speed
        case let .count(count, _): delay + Double(max(count, 1)) * runDuration / speed
        case .forever: nil
        }
    }

    /// True once the animation has come to rest at `time`.
    public func isFinished(at time: Double) -> Bool {
        guard let total = totalDuration else { return false }
        return time >= total
    }

    /// Progress at `time` seconds after the animation was started (0 before its delay; NaN is 0).
    public func progress(at time: Double) -> Double {
        guard time.isFinite || time == .infinity else { return 0 }
        let local = (time - delay) * speed
        guard local > 0 else { return 0 }
        let run = runDuration
        switch spec.repetition {
        case .once:
            return evaluate(local, within: run)
        case let .count(count, autoreverses):
            if local >= Double(max(count, 1)) * run { return 1 }
            return repeating(local, run: run, autoreverses: autoreverses)
        case let .forever(autoreverses):
            return repeating(local, run: run, autoreverses: autoreverses)
        }
    }

    private func repeating(_ local: Double, run: Double, autoreverses: Bool) -> Double {
        guard run > 0, local.isFinite else { return 1 }
        let index = (local / run).rounded(.down)
        let within = local - index * run
        let reversed = autoreverses && Int(index) % 2 == 1
        return evaluate(reversed ? run - within : within, within: run)
    }

    private func evaluate(_ local: Double, within run: Double) -> Double {
        switch curve {
        case let .bezier(bezier, duration): duration > 0 ? bezier.progress(at: local / duration) : 1
        case let .spring(spring): spring.value(at: local, initialVelocity: initialVelocity)
        }
    }
}
