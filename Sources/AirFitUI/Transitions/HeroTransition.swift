import DesignTokens
import SwiftUI

/// The environment key holding the namespace hero transitions match in.
struct HeroNamespaceKey: EnvironmentKey {
    static let defaultValue: Namespace.ID? = nil
}

extension EnvironmentValues {
    /// The namespace `.heroSource` and `.heroDestination` match in when they are given none: set it
    /// once on a screen with `.environment(\.heroNamespace, namespace)`.
    public var heroNamespace: Namespace.ID? {
        get { self[HeroNamespaceKey.self] }
        set { self[HeroNamespaceKey.self] = newValue }
    }
}

/// 003 §4.1's hero, at the source: the card whose position, size and corners the destination
/// grows out of (`matchedGeometryEffect`). Animate the change that swaps source for destination
/// with `SignatureTransition.hero`'s spring (response 0.5, damping 0.82). Reduce Motion: no
/// geometry match, the two cross-fade.
@MainActor
struct HeroSource<ID: Hashable & Sendable>: ViewModifier {
    let id: ID
    let namespace: Namespace.ID?

    @Environment(\.heroNamespace) private var environmentNamespace
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
        if let namespace = namespace ?? environmentNamespace, !reduceMotion {
            content
                .clipShape(RoundedRectangle(cornerRadius: AthleticCard.cornerRadius, style: .continuous))
                .matchedGeometryEffect(id: id, in: namespace)
                .transition(.opacity)
        } else {
            content.transition(.opacity)
        }
    }
}

/// 003 §4.1's hero, at the destination: takes the source's frame and grows to its own, its
/// corners going from the card's 12 pt to `cornerRadius`; a medium impact plays as it launches and
/// a soft one as it settles, 0.4 s later, when the corners finish (003 §6's "~400 ms"). Reduce
/// Motion: a cross-fade, with both haptics.
@MainActor
struct HeroDestination<ID: Hashable & Sendable>: ViewModifier {
    let id: ID
    let namespace: Namespace.ID?
    let cornerRadius: Double

    @State private var launches = 0
    @State private var settles = 0
    @State private var settled = false
    @Environment(\.heroNamespace) private var environmentNamespace
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// When the soft "settle" haptic plays after the launch.
    static var settleDelay: Double {
        if case let .at(time) = SignatureTransition.hero.token.haptics.last?.moment { time } else { 0.4 }
    }

    func body(content: Content) -> some View {
        morphing(content)
            .onAppear {
                launches += 1
                withAnimation(.easeOut(duration: Self.settleDelay)) {
                    settled = true
                } completion: {
                    settles += 1
                }
            }
            .sensoryFeedback(HapticToken.medium.feedback, trigger: launches)
            .sensoryFeedback(HapticToken.soft.feedback, trigger: settles)
    }

    @ViewBuilder
    private func morphing(_ content: Content) -> some View {
        if let namespace = namespace ?? environmentNamespace, !reduceMotion {
            content
                .clipShape(RoundedRectangle(cornerRadius: settled ? cornerRadius : AthleticCard.cornerRadius, style: .continuous))
                .matchedGeometryEffect(id: id, in: namespace)
                .transition(.opacity)
        } else {
            content
                .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
                .transition(.opacity)
        }
    }
}

extension View {
    /// Marks this view as the start of a hero transition (003 §4.1): the card a detail view grows
    /// out of. `namespace` defaults to the environment's `heroNamespace`.
    @MainActor public func heroSource<ID: Hashable & Sendable>(id: ID, namespace: Namespace.ID? = nil) -> some View {
        modifier(HeroSource(id: id, namespace: namespace))
    }

    /// Marks this view as the end of a hero transition (003 §4.1): the detail view growing from the
    /// source with the same `id`, to corners of `cornerRadius` (003's 24 pt overlay corners by default).
    @MainActor public func heroDestination<ID: Hashable & Sendable>(
        id: ID, namespace: Namespace.ID? = nil,
        cornerRadius: Double = SignatureTransitionDetails.sheetTopCornerRadius
    )
        -> some View
    {
        modifier(HeroDestination(id: id, namespace: namespace, cornerRadius: cornerRadius))
    }
}
