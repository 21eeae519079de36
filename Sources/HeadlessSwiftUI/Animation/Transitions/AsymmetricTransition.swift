/// One transition as a view enters and another as it leaves (Apple: `AsymmetricTransition`,
/// iOS 17), animated as `AnyTransition.asymmetric(insertion:removal:)` is.
///
/// ```swift
/// if showsBanner {
///     Banner().transition(AsymmetricTransition(insertion: .push(from: .top), removal: .opacity))
/// }
/// ```
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition> {
    /// The transition as the view enters.
    public var insertion: Insertion
    /// The transition as the view leaves.
    public var removal: Removal

    /// `insertion` as the view enters, `removal` as it leaves.
    nonisolated public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
}

extension AsymmetricTransition: Transition, BuiltInTransition {
    /// The insertion's look as the view appears and while it stays, the removal's as it leaves.
    @ViewBuilder public func body(content: Content, phase: TransitionPhase) -> some View {
        if phase == .didDisappear {
            removal.apply(content: content, phase: phase)
        } else {
            insertion.apply(content: content, phase: phase)
        }
    }

    /// It moves the view when either side does.
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }

    nonisolated var transitionKind: AnyTransition.Kind {
        .asymmetric(insertion: AnyTransition(insertion).kind, removal: AnyTransition(removal).kind)
    }
}
