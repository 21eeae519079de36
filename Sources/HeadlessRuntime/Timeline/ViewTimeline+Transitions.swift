import DesignTokens
import Foundation
import HeadlessSwiftUI
import Motion

/// Insertions and removals under `.transition`: the values a view enters and leaves with, and the
/// removed views still drawn while they leave.
extension ViewTimeline {
    /// Insertions and removals of views with a `.transition`: their opacity, offset and scale move
    /// from the transition's values to the identity (insertion) or back (removal).
    func recordTransitions(
        old: [ViewNode], new: [ViewNode], oldByID: [String: ViewNode],
        animation: Animation?, implicit: [String: Animation?], frame: (String) -> CGRect?
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
            if let active = node.transitionRemovalChildren?() {
                enterFromActive(node.preOrder, into: active.flatMap(\.preOrder), curve: curve)
            } else if Self.hasModifier(removal), !Self.isAsymmetric(transition.kind) || !Self.hasModifier(Self.insertion(transition.kind)),
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
    func enterFromActive(_ active: [ViewNode], into placed: [ViewNode], curve: AnimationTimeline) {
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

    /// Keeps a removed view drawn under `parent`, in the frames it last had, until `until`.
    func keepDrawing(_ node: ViewNode, under parent: String, until: TimeInterval, frame: (String) -> CGRect?) {
        let frames = node.preOrder.compactMap { child in frame(child.identity).map { (child.identity, $0) } }
        departingViews.removeAll { $0.node.identity == node.identity }
        departingViews.append(
            DepartingView(
                node: node, parent: parent, frames: Dictionary(frames, uniquingKeysWith: { a, _ in a }),
                until: until))
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
}
