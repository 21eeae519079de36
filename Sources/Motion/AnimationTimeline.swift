import DesignTokens

/// An `AnimationSpec` evaluated over time: its progress from 0 to 1 at any moment after it starts.
///
/// - Delay: wall-clock seconds before the first run, once, as SwiftUI's
///   `.speed(s).repeatCount(n).delay(d)` plays it. (SwiftUI scales a delay written before `.speed`
///   and replays one written before `.repeat…` on every run; `AnimationSpec` keeps no order.)
/// - Speed: time inside the animation runs `speed` times faster (SwiftUI's `SpeedAnimation`).
/// - A run of a timing curve lasts its duration, a run of a spring its settling duration
///   (`DampedSpring.settlingDuration(initialVelocity:epsilon:)`, epsilon 0.001), after which the
///   spring rests at exactly 1.
/// - Repetition follows SwiftUI's `RepeatAnimation` (as reconstructed in OpenSwiftUI): with
///   `autoreverses`, odd runs (counting from 0) show 1 − p(t), the curve mirrored in value rather
///   than in time, so an ease-out returns fast first. Reversed runs count towards `repeatCount`
///   (Apple: with count 2 "the animation moves forward, then reverses, then stops"); after the last
///   run the animation is over and progress is the model value 1, so an even count with
///   `autoreverses` ends by jumping from 0 to 1, as in SwiftUI. Counts below 1 play once. Runs
///   follow each other exactly, where SwiftUI starts the next on the frame after one ends.
///
/// Non-positive or NaN speeds play at 1, negative or NaN delays and durations are 0, and times
/// before the start (or NaN) give 0.
public struct AnimationTimeline: Hashable, Sendable {
    /// The animation evaluated.
    public let spec: AnimationSpec
    /// A spring's starting velocity, in progress per wall-clock second (a retargeted spring keeps its
    /// speed); every run of a spring starts with it, and timing curves ignore it.
    public let initialVelocity: Double
    /// One run in the animation's own time, before speed: the curve's duration or the spring's
    /// settling duration; infinite for a spring without damping.
    public let runDuration: Double
    private let curve: Curve

    private enum Curve: Hashable, Sendable {
        /// `initialVelocity` in progress per second of the animation's own time.
        case spring(DampedSpring, initialVelocity: Double)
        case bezier(BezierCurve, duration: Double)
    }

    /// The timeline of `spec`.
    ///
    /// ```swift
    /// let ring = AnimationTimeline(.spring(.response(response: 0.6, dampingFraction: 0.85)))
    /// ring.progress(at: 0.2)   // how far the ring has filled 0.2 s in
    /// ```
    ///
    /// - Parameters:
    ///   - spec: The animation.
    ///   - initialVelocity: A spring's starting velocity, in progress per second (0 from rest).
    public init(_ spec: AnimationSpec, initialVelocity: Double = 0) {
        self.spec = spec
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        switch spec.kind {
        case let .timing(timing, duration):
            let duration = duration > 0 ? duration : 0
            curve = .bezier(BezierCurve(timing), duration: duration)
            runDuration = duration
        case let .spring(springSpec):
            let spring = DampedSpring(springSpec)
            let velocity = self.initialVelocity / Self.rate(of: spec)
            curve = .spring(spring, initialVelocity: velocity)
            runDuration = spring.settlingDuration(initialVelocity: velocity, epsilon: 0.001)
        }
    }

    private var speed: Double { Self.rate(of: spec) }
    private var delay: Double { spec.delay.isFinite && spec.delay > 0 ? spec.delay : 0 }
    private static func rate(of spec: AnimationSpec) -> Double { spec.speed.isFinite && spec.speed > 0 ? spec.speed : 1 }

    /// How many runs play; nil when they repeat forever.
    private var runs: Int? {
        switch spec.repetition {
        case .once: 1
        case let .count(count, _): max(count, 1)
        case .forever: nil
        }
    }

    private var autoreverses: Bool {
        switch spec.repetition {
        case .once: false
        case let .count(_, autoreverses), let .forever(autoreverses): autoreverses
        }
    }

    /// Seconds from the start until the animation is over, delay included; nil when it never ends
    /// (it repeats forever, or a spring without damping never settles).
    public var totalDuration: Double? {
        guard let runs else { return nil }
        let total = delay + Double(runs) * runDuration / speed
        return total.isFinite ? total : nil
    }

    /// True once the animation is over at `time`.
    public func isFinished(at time: Double) -> Bool {
        guard let total = totalDuration else { return false }
        return time >= total
    }

    /// Progress `time` seconds after the animation was started.
    public func progress(at time: Double) -> Double {
        guard time > delay else { return 0 }
        let local = (time - delay) * speed
        if let runs, local >= Double(runs) * runDuration { return 1 }
        guard local.isFinite, runDuration > 0 else { return 1 }
        let index = runDuration.isFinite ? (local / runDuration).rounded(.down) : 0
        let progress = evaluate(local - index * runDuration)
        return autoreverses && index.truncatingRemainder(dividingBy: 2) == 1 ? 1 - progress : progress
    }

    private func evaluate(_ local: Double) -> Double {
        switch curve {
        case let .bezier(bezier, duration): duration > 0 ? bezier.progress(at: local / duration) : 1
        case let .spring(spring, velocity): spring.value(at: local, initialVelocity: velocity)
        }
    }
}
