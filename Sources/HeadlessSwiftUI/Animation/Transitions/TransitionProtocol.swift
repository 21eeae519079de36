/// Where a view stands in its transition (Apple: `TransitionPhase`, iOS 17): about to appear,
/// in place, or removed.
public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to be inserted: the look it animates in from.
    case willAppear
    /// The view is in the hierarchy: its steady look, which should change nothing.
    case identity
    /// The view has been asked to leave: the look it animates out to.
    case didDisappear

    /// Whether this is the identity phase.
    public var isIdentity: Bool { self == .identity }

    /// −1 about to appear, 0 in place, 1 removed: a factor for effects that differ by side.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does besides changing looks (Apple: `TransitionProperties`).
public struct TransitionProperties: Sendable {
    /// Whether the transition moves its view; Reduce Motion may replace one that does.
    public var hasMotion: Bool

    /// Properties of a transition that moves its view unless told otherwise.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// How a view enters and leaves, written as the view's look in each phase (Apple: `Transition`,
/// iOS 17).
///
/// ```swift
/// struct RotatingFade: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content.opacity(phase.isIdentity ? 1 : 0).rotationEffect(.degrees(phase.value * 90))
///     }
/// }
/// Badge().transition(RotatingFade())
/// ```
@preconcurrency @MainActor
public protocol Transition {
    /// The type of view the transition draws its content with.
    associatedtype Body: View
    /// The content's look in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// What the transition does besides changing looks.
    static var properties: TransitionProperties { get }
    /// The content a transition draws.
    typealias Content = PlaceholderContentView<Self>
}

extension Transition {
    /// A transition moves its view unless it says otherwise.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// `content` drawn as this transition draws it in `phase`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(content: AnyView(content)), phase: phase)
    }

    /// This transition and `other` together.
    public func combined<T: Transition>(with other: T) -> some Transition {
        KindTransition(kind: .combined(AnyTransition(self).kind, AnyTransition(other).kind))
    }

    /// This transition run with its own animation, whatever the transaction's is.
    public func animation(_ animation: Animation?) -> some Transition {
        KindTransition(kind: .animation(AnyTransition(self).kind, animation))
    }
}

/// A transition the engine animates itself (opacity, scale, moves and their combinations): its
/// kind, as `AnyTransition` holds it.
protocol BuiltInTransition {
    nonisolated var transitionKind: AnyTransition.Kind { get }
}

/// A combination of transitions, or one with its own animation, by kind.
@MainActor
struct KindTransition: Transition, BuiltInTransition {
    nonisolated let kind: AnyTransition.Kind
    nonisolated var transitionKind: AnyTransition.Kind { kind }

    func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension AnyTransition {
    /// A type-erased `transition` (Apple: `init(_:)`): the built-in ones animate as their
    /// `AnyTransition` forms do; another's body is drawn in the `willAppear` phase as the view
    /// enters, in `identity` while it stays and in `didDisappear` as it leaves.
    nonisolated public init<T: Transition>(_ transition: T) {
        if let builtIn = transition as? any BuiltInTransition {
            self.init(kind: builtIn.transitionKind)
            return
        }
        let identity = TransitionPhaseModifier(transition: transition, phase: .identity)
        self.init(
            kind: .asymmetric(
                insertion: .modifier(
                    ModifierTransition(active: TransitionPhaseModifier(transition: transition, phase: .willAppear), identity: identity)),
                removal: .modifier(
                    ModifierTransition(active: TransitionPhaseModifier(transition: transition, phase: .didDisappear), identity: identity))))
    }
}

/// Draws its content as a transition does in one phase.
@MainActor
struct TransitionPhaseModifier<T: Transition>: ViewModifier {
    nonisolated let transition: UncheckedSendable<T>
    nonisolated let phase: TransitionPhase

    nonisolated init(transition: T, phase: TransitionPhase) {
        self.transition = UncheckedSendable(transition)
        self.phase = phase
    }

    func body(content: Content) -> some View {
        transition.value.body(content: PlaceholderContentView(content: AnyView(content)), phase: phase)
    }
}

extension View {
    /// How the view enters and leaves when it is inserted or removed (Apple: `transition(_:)`,
    /// iOS 17).
    ///
    /// ```swift
    /// if showsDetail { Detail().transition(.blurReplace) }
    /// ```
    nonisolated public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(TransitionValueModifier(transition: UncheckedSendable(transition)))
    }
}

/// A `Transition` value on a view, made an `AnyTransition` where views resolve (on the main actor).
struct TransitionValueModifier<T: Transition> {
    let transition: UncheckedSendable<T>

    nonisolated init(transition: UncheckedSendable<T>) {
        self.transition = transition
    }
}

extension TransitionValueModifier: ViewModifier, _PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("TransitionValueModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        TransitionModifier(transition: AnyTransition(transition.value))._resolve(in: context, content: content)
    }
}
