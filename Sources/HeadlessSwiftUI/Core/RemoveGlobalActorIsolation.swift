/// An actor nothing runs on (Apple: `_ImpossibleActor`): a protocol isolated to it cancels the
/// main-actor isolation a conforming type would otherwise infer from `View` or `ViewModifier`.
@globalActor
public actor _ImpossibleActor {
    /// The actor's one instance.
    public static let shared = _ImpossibleActor()
}

/// A marker that removes global-actor inference from the types conforming to a protocol refining
/// it (Apple: `_RemoveGlobalActorIsolation`): a `GeometryEffect` or `Shape` of yours is
/// nonisolated, as in Apple's SDK, although `ViewModifier` and `View` are main-actor protocols.
@_marker @_ImpossibleActor
public protocol _RemoveGlobalActorIsolation {}
