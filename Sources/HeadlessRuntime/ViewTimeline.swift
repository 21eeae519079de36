import DesignTokens
import Foundation
@_spi(Runtime) import HeadlessSwiftUI
import Motion

/// The virtual clock of a hosted view: which animations run, what every animatable value is at any
/// time, and the haptics that fired. Animations start at the time of the change that caused them.
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

    private(set) var now: TimeInterval = 0
    private var vectors: [String: VectorRunning] = [:]
    private var settledVectors: [String: any VectorArithmetic] = [:]
    private var running: [AnimatableKey: Running] = [:]
    private var settled: [AnimatableKey: Double] = [:]
    private(set) var haptics: [HapticEvent] = []
    /// Where each matched-geometry source was after the last update, and the moves under way.
    private var matchedFrames: [MatchKey: CGRect] = [:]
    private var matchedMoves: [MatchKey: (from: CGRect, to: CGRect, start: TimeInterval, curve: AnimationTimeline)] = [:]

    /// How far a sheet travels from off screen: the host's screen height.
    var sheetTravel: Double = 852

    /// Views removed under a transition, kept until their removal animation ends.
    private(set) var departing: [String: TimeInterval] = [:]

    /// A removed view still drawn while its removal transition runs: its subtree as it last was,
    /// the frames it last had, and the node it was drawn under.
    struct DepartingView {
        let node: ViewNode
        let parent: String
        let frames: [String: CGRect]
        let until: TimeInterval
    }

    private(set) var departingViews: [DepartingView] = []

    /// Frames moving after a layout change under an animation.
    private var frameMoves: [String: (from: CGRect, to: CGRect, start: TimeInterval, curve: AnimationTimeline)] = [:]

    /// Records layout changes: a view whose frame changed under an animation (the transaction's,
    /// or an `.animation(_:value:)` above it) moves from the frame it was shown in to its new one.
    func recordFrames(old: [String: CGRect], new: [String: CGRect], animation: Animation?, implicit: [String: Animation]) {
        for (identity, target) in new {
            guard let before = old[identity] else { continue }
            let shown = frame(identity, at: now) ?? before
            guard shown != target else {
                frameMoves[identity] = nil
                continue
            }
            if let chosen = implicit[identity] ?? animation {
                frameMoves[identity] = (shown, target, now, AnimationTimeline(Self.spec(chosen)))
            } else if before != target {
                frameMoves[identity] = nil
            }
        }
    }

    /// The frame a view is shown in at `time` while its layout change animates (nil otherwise).
    func frame(_ identity: String, at time: TimeInterval) -> CGRect? {
        guard let move = frameMoves[identity] else { return nil }
        if let duration = move.curve.totalDuration, time >= move.start + duration { return nil }
        let p = move.curve.progress(at: time - move.start)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        return CGRect(
            x: mix(move.from.minX, move.to.minX), y: mix(move.from.minY, move.to.minY),
            width: mix(move.from.width, move.to.width), height: mix(move.from.height, move.to.height))
    }

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

    /// The frame of a matched-geometry group at `time`, while it moves between views.
    func matchedFrame(_ key: MatchKey, at time: TimeInterval) -> CGRect? {
        guard let move = matchedMoves[key] else { return nil }
        let p = move.curve.progress(at: time - move.start)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        return CGRect(
            x: mix(move.from.minX, move.to.minX), y: mix(move.from.minY, move.to.minY),
            width: mix(move.from.width, move.to.width), height: mix(move.from.height, move.to.height))
    }

    /// Records where matched-geometry sources now sit (from the host's layout); a group whose frame
    /// changed under an animation moves from where it was shown to its new frame.
    func recordMatched(_ frames: [MatchKey: (identity: String, frame: CGRect)], animation: Animation?, implicit: [String: Animation]) {
        for (key, entry) in frames {
            // A move already heading for this frame keeps its own animation: a later transaction
            // that leaves the geometry alone does not restart it.
            if let move = matchedMoves[key], move.to == entry.frame {
                matchedFrames[key] = entry.frame
                continue
            }
            if let previous = matchedFrame(key, at: now) ?? matchedFrames[key], previous != entry.frame,
                let chosen = implicit[entry.identity] ?? animation
            {
                matchedMoves[key] = (previous, entry.frame, now, AnimationTimeline(Self.spec(chosen)))
            } else if matchedFrames[key] != entry.frame {
                matchedMoves[key] = nil
            }
            matchedFrames[key] = entry.frame
        }
    }

    /// Records what an update changed: new animations for changed values under an animation,
    /// and a haptic for every feedback whose trigger changed. Returns the implicit animations by
    /// identity, for the matched-geometry pass.
    @discardableResult
    func record(
        old: [ViewNode], new: [ViewNode], animation: Animation?,
        frame: (String) -> CGRect? = { _ in nil }
    ) -> [String: Animation] {
        let oldByID = Dictionary(old.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        let implicit = implicitAnimations(old: oldByID, new: new)
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
                settled[key] = target
                // `.animation(_:value:)` sets the animation for its subtree over the transaction's.
                guard previous != target, !derived.contains(node.identity), let chosen = implicit[node.identity] ?? animation else {
                    // A value shown where it now belongs stops any animation still heading elsewhere.
                    if previous != target || running[key].map({ $0.target != target }) == true { running[key] = nil }
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
    private func recordVector(_ key: String, target: any VectorArithmetic, animation: Animation?) {
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
    private func retargetVelocity(_ key: AnimatableKey, to target: Double, from start: Double) -> Double {
        guard let current = running[key], target != start else { return 0 }
        let step = 0.001
        let speed = (current.value(at: now) - current.value(at: now - step)) / step
        return speed / (target - start)
    }

    /// Insertions and removals of views with a `.transition`: their opacity, offset and scale move
    /// from the transition's values to the identity (insertion) or back (removal).
    private func recordTransitions(
        old: [ViewNode], new: [ViewNode], oldByID: [String: ViewNode],
        animation: Animation?, implicit: [String: Animation], frame: (String) -> CGRect?
    ) {
        let newIDs = Set(new.map(\.identity))
        var parents: [String: String] = [:]
        for node in old { for child in node.children { parents[child.identity] = node.identity } }
        for node in new where oldByID[node.identity] == nil {
            guard case let .effect(.transition(transition)) = node.kind,
                let chosen = implicit[node.identity] ?? animation ?? Self.attachedAnimation(transition.kind)
            else { continue }
            for (property, start) in Self.values(of: Self.insertion(transition.kind), size: frame(node.identity)?.size, inserting: true) {
                let key = AnimatableKey(identity: node.identity, property: property)
                running[key] = Running(
                    from: start, to: Self.identityValue(property), start: now, curve: AnimationTimeline(Self.spec(chosen)))
            }
            if Self.hasModifier(Self.insertion(transition.kind)), let active = node.transitionActiveChildren?() {
                enterFromActive(active.flatMap(\.preOrder), into: node.preOrder, curve: AnimationTimeline(Self.spec(chosen)))
            }
        }
        // A removed view animates with the implicit animation (`.animation(_:value:)`) over its
        // nearest remaining ancestor, as an inserted one does with its own.
        func inheritedImplicit(_ identity: String) -> Animation? {
            var current = identity
            while let parent = parents[current] {
                if let found = implicit[parent] { return found }
                current = parent
            }
            return nil
        }
        for node in old where !newIDs.contains(node.identity) {
            guard case let .effect(.transition(transition)) = node.kind,
                let chosen = inheritedImplicit(node.identity) ?? animation ?? Self.attachedAnimation(transition.kind)
            else { continue }
            let curve = AnimationTimeline(Self.spec(chosen))
            for (property, end) in Self.values(of: Self.removal(transition.kind), size: frame(node.identity)?.size, inserting: false) {
                let key = AnimatableKey(identity: node.identity, property: property)
                running[key] = Running(from: value(key) ?? Self.identityValue(property), to: end, start: now, curve: curve)
            }
            // A modifier transition's removal: the identity modifier's values move to the active one's.
            let removal = Self.removal(transition.kind)
            if Self.hasModifier(removal), !Self.isAsymmetric(transition.kind) || !Self.hasModifier(Self.insertion(transition.kind)),
                let active = node.transitionActiveChildren?()
            {
                enterFromActive(node.preOrder, into: active.flatMap(\.preOrder), curve: curve)
            }
            departing[node.identity] = now + (curve.totalDuration ?? .infinity)
            // Drawn on under its nearest ancestor that remains (an `.id` around it leaves with it).
            var parent = parents[node.identity]
            while let candidate = parent, !newIDs.contains(candidate), let above = parents[candidate] { parent = above }
            if let parent {
                keepDrawing(node, under: parent, until: departing[node.identity] ?? now, frame: frame)
            }
        }
        departingViews.removeAll { $0.until <= now || newIDs.contains($0.node.identity) }
    }

    /// A modifier transition's insertion: every value the active modifier gives moves to the value
    /// the identity modifier gives, node by node (they share identities).
    private func enterFromActive(_ active: [ViewNode], into placed: [ViewNode], curve: AnimationTimeline) {
        let byID = Dictionary(placed.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        for source in active {
            guard let target = byID[source.identity] else { continue }
            let targets = AnimatableProperty.values(of: target)
            for (property, start) in AnimatableProperty.values(of: source) {
                guard let end = targets[property], end != start else { continue }
                running[AnimatableKey(identity: target.identity, property: property)] = Running(
                    from: start, to: end, start: now, curve: curve)
            }
            if let from = source.animatableBody?.data, let to = target.animatableBody?.data, !AnimatableMath.equal(from, to) {
                vectors[target.identity] = VectorRunning(from: from, to: to, start: now, curve: curve)
            }
        }
    }

    /// Whether a transition has different insertion and removal sides.
    static func isAsymmetric(_ kind: AnyTransition.Kind) -> Bool {
        switch kind {
        case .asymmetric: true
        case let .combined(first, second): isAsymmetric(first) || isAsymmetric(second)
        case let .animation(inner, _): isAsymmetric(inner)
        default: false
        }
    }

    /// Whether a transition includes a modifier transition.
    static func hasModifier(_ kind: AnyTransition.Kind) -> Bool {
        switch kind {
        case .modifier: true
        case let .combined(first, second): hasModifier(first) || hasModifier(second)
        case let .animation(inner, _): hasModifier(inner)
        default: false
        }
    }

    /// Sheets rise from the bottom of the screen when presented and fall back when dismissed, with
    /// the transaction's animation or SwiftUI's default spring (decision D30).
    private func recordSheets(new: [ViewNode], oldByID: [String: ViewNode], animation: Animation?) {
        let curve = AnimationTimeline(Self.spec(animation ?? .default))
        for node in new {
            guard case let .effect(.sheet(isPresented, _)) = node.kind else { continue }
            let old = oldByID[node.identity]
            var wasPresented = false
            if case let .effect(.sheet(previous, _))? = old?.kind { wasPresented = previous }
            if isPresented, !wasPresented, node.children.count > 1 {
                let key = AnimatableKey(identity: node.children[1].identity, property: .offsetY)
                running[key] = Running(from: sheetTravel, to: 0, start: now, curve: curve)
                settled[key] = 0
            } else if !isPresented, wasPresented, let old, old.children.count > 1 {
                let key = AnimatableKey(identity: old.children[1].identity, property: .offsetY)
                running[key] = Running(from: value(key) ?? 0, to: sheetTravel, start: now, curve: curve)
                departing[key.identity] = now + (curve.totalDuration ?? .infinity)
            }
        }
    }

    /// Keeps a removed view drawn under `parent`, in the frames it last had, until `until`.
    private func keepDrawing(_ node: ViewNode, under parent: String, until: TimeInterval, frame: (String) -> CGRect?) {
        let frames = node.preOrder.compactMap { child in frame(child.identity).map { (child.identity, $0) } }
        departingViews.removeAll { $0.node.identity == node.identity }
        departingViews.append(
            DepartingView(
                node: node, parent: parent, frames: Dictionary(frames, uniquingKeysWith: { a, _ in a }),
                until: until))
    }

    /// How far a pushed page travels: the host's screen width.
    var pushTravel: Double = 393

    /// Navigation pushes slide the destination in from the trailing edge while the page under it
    /// moves a third of the way out (UIKit's parallax); pops reverse both. With the transaction's
    /// animation, or SwiftUI's default spring (decision D39).
    private func recordPushes(new: [ViewNode], oldByID: [String: ViewNode], animation: Animation?, frame: (String) -> CGRect?) {
        let curve = AnimationTimeline(Self.spec(animation ?? .default))
        for node in new {
            guard case let .effect(.navigationDestination(isPresented)) = node.kind, let root = node.children.first else { continue }
            var wasPresented = false
            if case let .effect(.navigationDestination(previous))? = oldByID[node.identity]?.kind { wasPresented = previous }
            let rootKey = AnimatableKey(identity: root.identity, property: .offsetX)
            if isPresented, !wasPresented, node.children.count > 1 {
                for page in node.children.dropFirst() {
                    let pageKey = AnimatableKey(identity: page.identity, property: .offsetX)
                    running[pageKey] = Running(from: pushTravel, to: 0, start: now, curve: curve)
                    settled[pageKey] = 0
                }
                running[rootKey] = Running(from: value(rootKey) ?? 0, to: -pushTravel / 3, start: now, curve: curve)
                settled[rootKey] = -pushTravel / 3
            } else if !isPresented, wasPresented, let old = oldByID[node.identity], old.children.count > 1 {
                running[rootKey] = Running(from: value(rootKey) ?? -pushTravel / 3, to: 0, start: now, curve: curve)
                settled[rootKey] = 0
                let until = now + (curve.totalDuration ?? .infinity)
                for page in old.children.dropFirst() {
                    let pageKey = AnimatableKey(identity: page.identity, property: .offsetX)
                    running[pageKey] = Running(from: value(pageKey) ?? 0, to: pushTravel, start: now, curve: curve)
                    departing[page.identity] = until
                    keepDrawing(page, under: node.identity, until: until, frame: frame)
                }
            }
        }
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

    /// Whether a removed view is still animating out at `time`.
    func isDeparting(_ identity: String, at time: TimeInterval) -> Bool {
        departing[identity].map { time < $0 } ?? false
    }

    static func identityValue(_ property: AnimatableProperty) -> Double {
        switch property {
        case .opacity, .scaleX, .scaleY, .trimTo: 1
        default: 0
        }
    }

    static func insertion(_ kind: AnyTransition.Kind) -> AnyTransition.Kind {
        switch kind {
        case let .asymmetric(insertion, _): insertion
        case let .animation(inner, _): insertion(inner)
        default: kind
        }
    }

    static func removal(_ kind: AnyTransition.Kind) -> AnyTransition.Kind {
        switch kind {
        case let .asymmetric(_, removal): removal
        case let .animation(inner, _): removal(inner)
        default: kind
        }
    }

    static func attachedAnimation(_ kind: AnyTransition.Kind) -> Animation? {
        if case let .animation(_, animation) = kind { return animation }
        return nil
    }

    /// The values a transition shows a view with when it is fully out. `.move(edge:)` shifts the view
    /// by its own size toward the edge; `.slide` comes in from the leading edge and leaves by the
    /// trailing one. Both need the view's laid-out `size`; without it they do nothing.
    static func values(of kind: AnyTransition.Kind, size: CGSize? = nil, inserting: Bool = true) -> [AnimatableProperty: Double] {
        switch kind {
        case .identity, .asymmetric, .modifier: return [:]
        case .opacity: return [.opacity: 0]
        case let .offset(size): return [.offsetX: size.width, .offsetY: size.height]
        case let .scale(scale, _): return [.scaleX: scale, .scaleY: scale]
        case let .move(edge):
            guard let size else { return [:] }
            switch edge {
            case .leading: return [.offsetX: -size.width]
            case .trailing: return [.offsetX: size.width]
            case .top: return [.offsetY: -size.height]
            case .bottom: return [.offsetY: size.height]
            }
        case .slide:
            return values(of: .move(inserting ? .leading : .trailing), size: size, inserting: inserting)
        case let .combined(first, second):
            return values(of: first, size: size, inserting: inserting).merging(values(of: second, size: size, inserting: inserting)) { $1 }
        case let .animation(inner, _): return values(of: inner, size: size, inserting: inserting)
        }
    }

    /// Whether a transition moves the view by its own size.
    static func needsSize(_ kind: AnyTransition.Kind) -> Bool {
        switch kind {
        case .move, .slide: true
        case let .combined(first, second): needsSize(first) || needsSize(second)
        case let .asymmetric(insertion, removal): needsSize(insertion) || needsSize(removal)
        case let .animation(inner, _): needsSize(inner)
        case .identity, .opacity, .offset, .scale, .modifier: false
        }
    }

    /// `.animation(_:value:)` nodes whose value changed: the animation applies to their subtree.
    private func implicitAnimations(old: [String: ViewNode], new: [ViewNode]) -> [String: Animation] {
        var result: [String: Animation] = [:]
        for node in new {
            guard case let .effect(.animation(animation, value)) = node.kind, let animation,
                case let .effect(.animation(_, oldValue))? = old[node.identity]?.kind, !Self.equal(value, oldValue)
            else { continue }
            for descendant in node.preOrder where result[descendant.identity] == nil {
                result[descendant.identity] = animation
            }
        }
        return result
    }

    static func equal(_ lhs: any Equatable, _ rhs: any Equatable) -> Bool {
        func open<T: Equatable>(_ lhs: T) -> Bool { (rhs as? T).map { $0 == lhs } ?? false }
        return open(lhs)
    }

    static func isSpring(_ animation: Animation) -> Bool {
        if case .spring = animation.curve { true } else { false }
    }

    /// A SwiftUI animation as the foundation's animation data, so Motion's math evaluates it.
    static func spec(_ animation: Animation) -> AnimationSpec {
        let kind: AnimationSpec.Kind
        switch animation.curve {
        case let .bezier(x1, y1, x2, y2, duration):
            kind = .timing(TimingCurveSpec(x1: x1, y1: y1, x2: x2, y2: y2), duration: duration)
        case let .spring(mass, stiffness, damping, _):
            kind = .spring(.physical(mass: mass, stiffness: stiffness, damping: damping))
        }
        let repetition: AnimationSpec.Repetition
        switch animation.repeatCount {
        case nil: repetition = .forever(autoreverses: animation.autoreverses)
        case 1?: repetition = .once
        case let count?: repetition = .count(count, autoreverses: animation.autoreverses)
        }
        return AnimationSpec(kind, delay: animation.delay, speed: animation.speed, repetition: repetition)
    }
}

/// A matched-geometry group: an id in a namespace.
struct MatchKey: Hashable {
    let namespace: Namespace.ID
    let id: String
}

/// A haptic that fired: its `SensoryFeedback` kind and the time on the virtual clock.
public struct HapticEvent: Equatable, Sendable {
    public let feedback: String
    public let time: TimeInterval

    public init(feedback: String, time: TimeInterval) {
        self.feedback = feedback
        self.time = time
    }
}
