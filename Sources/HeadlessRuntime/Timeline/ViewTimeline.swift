import DesignTokens
import Foundation
import HeadlessSwiftUI
import Motion

/// The virtual clock of a hosted view: which animations run, what every animatable value is at any
/// time, and the haptics that fired. Animations start at the time of the change that caused them.
/// Split by concept: this file holds the clock, the running values and the update that records
/// them; `ViewTimeline+Transitions`, `+Presentations` (sheets, pushes), `+Geometry` (layout moves,
/// matched geometry) and `+Curves` (SwiftUI animations as Motion's data) hold the rest.
@MainActor
final class ViewTimeline {
    /// One value moving from `from` to `to`.
    struct Running {
        let from: Double
        let to: Double
        let start: TimeInterval
        let curve: AnimationTimeline
        /// Timing-curve animations started while this one ran: SwiftUI adds them on top, each
        /// moving the value by its `delta` along its own curve while the first one finishes.
        var additions: [(delta: Double, start: TimeInterval, curve: AnimationTimeline)] = []

        /// Where the value ends once every animation on it has finished.
        var target: Double { to + additions.reduce(0) { $0 + $1.delta } }

        func value(at time: TimeInterval) -> Double {
            from + (to - from) * curve.progress(at: time - start)
                + additions.reduce(0) { $0 + $1.delta * $1.curve.progress(at: time - $1.start) }
        }

        /// Whether any part is still moving at `time`.
        func isRunning(at time: TimeInterval) -> Bool {
            ([(start, curve)] + additions.map { ($0.start, $0.curve) }).contains { start, curve in
                curve.totalDuration.map { time < start + $0 } ?? true
            }
        }
    }

    /// Animatable data (an `AnimatableModifier`'s, a custom shape's) moving between two values.
    struct VectorRunning {
        let from: any VectorArithmetic
        let to: any VectorArithmetic
        let start: TimeInterval
        let curve: AnimationTimeline

        func value(at time: TimeInterval) -> any VectorArithmetic {
            AnimatableMath.mix(from, to, curve.progress(at: time - start))
        }
    }

    var now: TimeInterval = 0
    var vectors: [String: VectorRunning] = [:]
    var settledVectors: [String: any VectorArithmetic] = [:]
    var running: [AnimatableKey: Running] = [:]
    var settled: [AnimatableKey: Double] = [:]
    var haptics: [HapticEvent] = []
    /// Where each matched-geometry source was after the last update, and the moves under way.
    var matchedFrames: [MatchKey: CGRect] = [:]
    var matchedMoves: [MatchKey: (from: CGRect, to: CGRect, start: TimeInterval, curve: AnimationTimeline)] = [:]

    /// How far a sheet travels from off screen: the host's screen height.
    var sheetTravel: Double = 852

    /// Views removed under a transition, kept until their removal animation ends.
    var departing: [String: TimeInterval] = [:]

    /// A removed view still drawn while its removal transition runs: its subtree as it last was,
    /// the frames it last had, and the node it was drawn under.
    struct DepartingView {
        let node: ViewNode
        let parent: String
        let frames: [String: CGRect]
        let until: TimeInterval
    }

    var departingViews: [DepartingView] = []

    /// Frames moving after a layout change under an animation.
    var frameMoves: [String: (from: CGRect, to: CGRect, start: TimeInterval, curve: AnimationTimeline)] = [:]

    /// How far a pushed page travels: the host's screen width.
    var pushTravel: Double = 393

    /// Moves the clock; time never runs backwards.
    func advance(to time: TimeInterval) {
        guard time.isFinite else { return }
        now = max(now, time)
    }

    /// The value of `key` now: its running animation's, or its settled model value.
    func value(_ key: AnimatableKey, at time: TimeInterval? = nil) -> Double? {
        if let animation = running[key] { return animation.value(at: time ?? now) }
        return settled[key]
    }

    /// Records what an update changed: new animations for changed values under an animation,
    /// and a haptic for every feedback whose trigger changed. Returns the implicit animations by
    /// identity, for the matched-geometry pass.
    @discardableResult
    func record(
        old: [ViewNode], new: [ViewNode], animation: Animation?,
        frame: (String) -> CGRect? = { _ in nil }
    ) -> [String: Animation?] {
        let oldByID = Dictionary(old.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        let implicit = implicitAnimations(old: oldByID, new: new, transaction: animation)
        recordTransitions(old: old, new: new, oldByID: oldByID, animation: animation, implicit: implicit, frame: frame)
        recordSheets(new: new, oldByID: oldByID, animation: animation)
        recordPushes(new: new, oldByID: oldByID, animation: animation, frame: frame)
        // Values inside an AnimatableModifier whose data started moving follow the data frame by
        // frame (its body is rebuilt), so they do not animate on their own.
        var derived: Set<String> = []
        for node in new {
            if let body = node.animatableBody {
                recordVector(node.identity, target: body.data, animation: implicit[node.identity] ?? animation)
                if vectors[node.identity]?.start == now { derived.formUnion(node.preOrder.dropFirst().map(\.identity)) }
            }
            for (property, target) in AnimatableProperty.values(of: node) {
                let key = AnimatableKey(identity: node.identity, property: property)
                let previous = value(key) ?? target
                // Changed: the value is headed somewhere new. An update that leaves it where it was
                // headed does not touch an animation in flight, with an animation of its own or not
                // (an animation applies to the changes of its own transaction).
                let changed = (settled[key] ?? target) != target
                settled[key] = target
                // `.animation(_:value:)` sets the animation for its subtree over the transaction's.
                guard changed, !derived.contains(node.identity), let chosen = implicit[node.identity] ?? animation else {
                    // A change without an animation sets the value at once, and a value that follows
                    // its modifier's animatable data frame by frame stops animating on its own.
                    if changed || derived.contains(node.identity) { running[key] = nil }
                    continue
                }
                // A timing curve joining a running animation adds to it (SwiftUI combines them
                // additively); a spring takes over from where the value is, keeping its velocity.
                if var current = running[key], !Self.isSpring(chosen), current.isRunning(at: now) {
                    current.additions.append((target - current.target, now, AnimationTimeline(Self.spec(chosen))))
                    running[key] = current
                    continue
                }
                running[key] = Running(
                    from: previous, to: target, start: now,
                    curve: AnimationTimeline(Self.spec(chosen), initialVelocity: retargetVelocity(key, to: target, from: previous)))
            }
            if case let .shape(drawing) = node.kind, drawing.trim == nil, let data = Self.animatableData(of: drawing.shape) {
                recordVector(node.identity + "#shape", target: data, animation: implicit[node.identity] ?? animation)
            }
            if case let .effect(.renderer(effect)) = node.kind, let data = effect.animatableVector {
                recordVector(node.identity + "#effect", target: data, animation: implicit[node.identity] ?? animation)
            }
            // A geometry effect of the adopter's own animates its `animatableData` as a whole.
            if case let .effect(.geometry(effect)) = node.kind, !(effect is any NamedAnimatableValues), let data = effect.animatableVector {
                recordVector(node.identity + "#effect", target: data, animation: implicit[node.identity] ?? animation)
            }
            if case let .effect(.sensoryFeedback(feedback, trigger, condition)) = node.kind,
                case let .effect(.sensoryFeedback(_, oldTrigger, _))? = oldByID[node.identity]?.kind,
                !Self.equal(trigger, oldTrigger), condition?.holds(oldTrigger, trigger) ?? true
            {
                haptics.append(HapticEvent(feedback: feedback.name, time: now))
            }
        }
        return implicit
    }

    /// Animatable data of `key` while it moves (nil when it is at rest): where it is at `time`.
    func vector(_ key: String, at time: TimeInterval) -> (any VectorArithmetic)? {
        guard let running = vectors[key] else { return nil }
        if let duration = running.curve.totalDuration, time >= running.start + duration { return nil }
        return running.value(at: time)
    }

    /// Starts animatable data moving from where it is shown to `target` under `animation`.
    func recordVector(_ key: String, target: any VectorArithmetic, animation: Animation?) {
        let previous = vector(key, at: now) ?? settledVectors[key] ?? target
        settledVectors[key] = target
        if AnimatableMath.equal(previous, target) { return }
        if let animation {
            vectors[key] = VectorRunning(from: previous, to: target, start: now, curve: AnimationTimeline(Self.spec(animation)))
        } else {
            vectors[key] = nil
        }
    }

    /// A shape's animatable data, unless it has none.
    static func animatableData(of shape: any Shape) -> (any VectorArithmetic)? {
        func open<S: Shape>(_ shape: S) -> (any VectorArithmetic)? {
            S.AnimatableData.self == EmptyAnimatableData.self ? nil : shape.animatableData
        }
        return open(shape)
    }

    /// The progress velocity a spring starts with when it takes over a value already moving:
    /// the running animation's current speed, measured over a millisecond, in the new move's units.
    func retargetVelocity(_ key: AnimatableKey, to target: Double, from start: Double) -> Double {
        guard let current = running[key], target != start else { return 0 }
        let step = 0.001
        let speed = (current.value(at: now) - current.value(at: now - step)) / step
        return speed / (target - start)
    }

    /// Pins a value where a finger holds it, stopping any animation of it.
    func hold(_ key: AnimatableKey, at value: Double) {
        running[key] = nil
        settled[key] = value
    }

    /// Springs a held value back to its model value.
    func release(_ key: AnimatableKey, to target: Double, animation: Animation) {
        let start = value(key) ?? target
        settled[key] = target
        running[key] = Running(from: start, to: target, start: now, curve: AnimationTimeline(Self.spec(animation)))
    }
}
