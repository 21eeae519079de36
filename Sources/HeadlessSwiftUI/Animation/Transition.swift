import Foundation

/// How a view enters and leaves (Apple: `AnyTransition`).
public struct AnyTransition: Sendable {
    /// The transition as data, for the timeline.
    package indirect enum Kind: Sendable {
        case identity, opacity, slide
        case offset(CGSize)
        case scale(CGFloat, anchor: UnitPoint)
        case move(Edge)
        case combined(Kind, Kind)
        case asymmetric(insertion: Kind, removal: Kind)
        case animation(Kind, Animation?)
        /// `.modifier(active:identity:)`: the view enters from the active modifier to the identity one.
        case modifier(ModifierTransition)
    }

    package let kind: Kind

    /// No transition: the view appears and disappears at once.
    public static let identity = AnyTransition(kind: .identity)
    /// Fades the view in on insertion and out on removal.
    public static let opacity = AnyTransition(kind: .opacity)
    /// Slides in from the leading edge and out toward the trailing edge.
    public static let slide = AnyTransition(kind: .slide)
    /// Grows from nothing on insertion and shrinks to nothing on removal, about the centre.
    public static var scale: AnyTransition { scale(scale: 0) }

    /// Moves the view in from, and out to, `offset` away from where it belongs.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(kind: .offset(offset)) }
    /// Moves the view in from, and out to, `x` and `y` points away from where it belongs.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// Scales the view from `scale` on insertion, and to it on removal, about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(kind: .scale(scale, anchor: anchor))
    }
    /// Moves the view in from, and out past, `edge` of its container.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }
    /// A transition from `active` (the view out) to `identity` (the view in place).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(kind: .modifier(ModifierTransition(active: active, identity: identity)))
    }

    /// One transition on insertion and another on removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .asymmetric(insertion: insertion.kind, removal: removal.kind))
    }

    /// This transition and `other` applied together.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(kind: .combined(kind, other.kind)) }
    /// This transition run with its own animation, whatever the transaction's is.
    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition(kind: .animation(kind, animation)) }
}

extension View {
    /// How the view enters and leaves when it is inserted or removed. Apple disfavors this form
    /// since iOS 17, so `.transition(.opacity)` picks the `Transition` one, which animates alike.
    @_disfavoredOverload
    nonisolated public func transition(_ t: AnyTransition) -> some View {
        modifier(TransitionModifier(transition: t))
    }
}

/// A modifier transition's two modifiers, applied to content by the engine (type-erased).
package struct ModifierTransition: @unchecked Sendable {
    /// Resolves the content under the active (true) or identity (false) modifier.
    let apply: @MainActor (ResolveContext, @escaping (ResolveContext) -> [ViewNode], Bool) -> [ViewNode]

    init<E: ViewModifier>(active: E, identity: E) {
        // The modifiers are values used only on the main actor, where views resolve.
        nonisolated(unsafe) let (active, identity) = (active, identity)
        apply = { context, content, isActive in
            let wrapped = ModifiedContent(content: _ResolvedContent(resolve: content), modifier: isActive ? active : identity)
            return context.resolve(wrapped, component: "transition")
        }
    }
}

/// Content already resolvable by a closure, as a view (for the engine's own wrapping).
struct _ResolvedContent: View, _PrimitiveView {
    let resolve: (ResolveContext) -> [ViewNode]
    var body: Never { bodyError() }
    func _resolve(in context: ResolveContext) -> [ViewNode] { resolve(context) }
}

/// Records the transition on a node around the content; a modifier transition draws the content
/// through its identity modifier and keeps the active form for the runtime to start from.
struct TransitionModifier {
    let transition: AnyTransition

    nonisolated init(transition: AnyTransition) {
        self.transition = transition
    }

    func body(content: Content) -> Never { fatalError("TransitionModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        guard let modifier = Self.modifierTransition(transition.kind) else {
            return [context.node(.effect(.transition(transition)), children: content(context))]
        }
        let node = context.node(.effect(.transition(transition)), children: modifier.apply(context, content, false))
        node.transitionActiveChildren = { modifier.apply(context, content, true) }
        if let removal = Self.removalModifierTransition(transition.kind) {
            node.transitionRemovalChildren = { removal.apply(context, content, true) }
        }
        return [node]
    }

    /// The modifier transition of an asymmetric transition's removal side, when it has its own
    /// (a `Transition`'s `didDisappear` look).
    static func removalModifierTransition(_ kind: AnyTransition.Kind) -> ModifierTransition? {
        switch kind {
        case let .asymmetric(insertion, removal) where modifierTransition(insertion) != nil: modifierTransition(removal)
        case let .animation(inner, _): removalModifierTransition(inner)
        case let .combined(first, second): removalModifierTransition(first) ?? removalModifierTransition(second)
        default: nil
        }
    }

    /// The modifier transition inside a transition, if any (insertion side first).
    static func modifierTransition(_ kind: AnyTransition.Kind) -> ModifierTransition? {
        switch kind {
        case let .modifier(modifier): modifier
        case let .animation(inner, _): modifierTransition(inner)
        case let .asymmetric(insertion, removal): modifierTransition(insertion) ?? modifierTransition(removal)
        case let .combined(first, second): modifierTransition(first) ?? modifierTransition(second)
        default: nil
        }
    }
}

extension TransitionModifier: ViewModifier, _PrimitiveModifier {}

/// A namespace for matched geometry (Apple: `Namespace`).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private let box = NamespaceBox()

    /// A new namespace, with its own identity for the view that declares it.
    nonisolated public init() {}

    /// The namespace's identifier, to pass to `matchedGeometryEffect(id:in:)`.
    public var wrappedValue: Namespace.ID { Namespace.ID(value: box.id ?? 0) }
}

final class NamespaceBox: @unchecked Sendable {
    var id: Int?
}

extension Namespace: _GraphInstallable {
    @MainActor func _install(_ context: DynamicPropertyContext) {
        if let id = context.storage.states[context.index] as? NamespaceIdentity {
            box.id = id.value
        } else {
            let id = NamespaceIdentity(value: NamespaceIdentity.next())
            context.storage.states[context.index] = id
            box.id = id.value
        }
    }
}

/// A namespace's number, kept for the lifetime of its view.
final class NamespaceIdentity {
    let value: Int
    init(value: Int) { self.value = value }

    @MainActor private static var counter = 0
    @MainActor static func next() -> Int {
        counter += 1
        return counter
    }
}

/// Which geometry a matched effect shares (Apple: `MatchedGeometryProperties`).
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    nonisolated public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Match the views' positions only.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// Match the views' sizes only.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Match position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Shares geometry with the other view of the same id in `namespace`.
    nonisolated public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID,
        properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(EffectModifier(effect: .matchedGeometry(id: "\(id)", namespace: namespace, isSource: isSource)))
    }
}
