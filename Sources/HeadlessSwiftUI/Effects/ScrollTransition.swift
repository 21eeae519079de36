import Foundation

/// Where a view in a scroll view stands against the scroll view's visible region (Apple:
/// `ScrollTransitionPhase`, iOS 17).
public enum ScrollTransitionPhase: Hashable {
    /// Leaving or entering past the top (or leading) edge.
    case topLeading
    /// Inside the visible region.
    case identity
    /// Leaving or entering past the bottom (or trailing) edge.
    case bottomTrailing

    /// Whether the view is inside the visible region.
    public var isIdentity: Bool { self == .identity }

    /// −1 past the top or leading edge, 0 inside, 1 past the bottom or trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows the view across the edges (Apple:
/// `ScrollTransitionConfiguration`).
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable {
        case interactive, animated, identity
    }

    let kind: Kind

    /// The effect follows the scroll position: interpolated from the identity phase's as the view
    /// crosses the edge.
    public static var interactive: ScrollTransitionConfiguration { ScrollTransitionConfiguration(kind: .interactive) }
    /// The phase changes once the view crosses the edge, and the effect animates to it.
    public static var animated: ScrollTransitionConfiguration { ScrollTransitionConfiguration(kind: .animated) }
    /// The view stays in the identity phase.
    public static var identity: ScrollTransitionConfiguration { ScrollTransitionConfiguration(kind: .identity) }

    /// The effect follows the scroll position along `timingCurve` (drawn linearly here).
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration { .interactive }

    /// The phase changes at the edge and the effect animates with `animation`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }

    /// The same configuration animating with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// The same configuration with its phase changing at `threshold` (the view drawn here changes
    /// phase as soon as it is not wholly visible).
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { self }

    /// How much of the view must be visible for the identity phase.
    public struct Threshold: Sendable {
        let visibleFraction: Double

        /// The view wholly visible.
        public static var visible: Threshold { Threshold(visibleFraction: 1) }
        /// The view wholly hidden.
        public static var hidden: Threshold { Threshold(visibleFraction: 0) }
        /// The view's centre at the centre of the region.
        public static var centered: Threshold { Threshold(visibleFraction: 0.5) }
        /// `amount` of the view visible, 0 to 1.
        public static func visible(_ amount: Double) -> Threshold { Threshold(visibleFraction: amount) }

        /// A threshold `amount` of the way to `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(visibleFraction: visibleFraction + (other.visibleFraction - visibleFraction) * amount)
        }

        /// The same threshold moved inward by `distance` points.
        public func inset(by distance: Double) -> Threshold { self }
    }
}

/// Draws its content with the effect of the phase its position in the scroll view puts it in.
@MainActor
struct ScrollTransitionModifier<Effect: VisualEffect>: ViewModifier {
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    @State private var geometry: GeometrySnapshot?

    nonisolated init(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis?,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) {
        self.topLeading = topLeading
        self.bottomTrailing = bottomTrailing
        self.axis = axis
        self.transition = transition
    }

    func body(content: Content) -> some View {
        GeometrySnapshot.drawing(content, with: operations) { geometry = $0 }
    }

    /// The effect's changes where the view stands: the identity phase's inside the visible
    /// region; past an edge, the edge phase's, interpolated by how far the view has crossed it for
    /// an interactive configuration.
    private var operations: [VisualEffectOperation] {
        let identity = transition(EmptyVisualEffect(), .identity).operations
        guard let proxy = geometry?.proxy, let region = proxy.bounds(of: .scrollView) else { return identity }
        let size = proxy.size
        // How much of the view lies past each edge, as a fraction of its length along the axis.
        func past(_ vertical: Bool) -> (before: Double, after: Double) {
            let length = vertical ? size.height : size.width
            guard length > 0 else { return (0, 0) }
            let before = vertical ? region.minY : region.minX
            let after = vertical ? size.height - region.maxY : size.width - region.maxX
            return (min(max(before, 0), length) / length, min(max(after, 0), length) / length)
        }
        let vertical = axis.map { $0 == .vertical } ?? (past(true) != (0, 0) || past(false) == (0, 0))
        let (before, after) = past(vertical)
        let (phase, fraction, configuration) =
            before > 0
            ? (ScrollTransitionPhase.topLeading, before, topLeading)
            : after > 0 ? (ScrollTransitionPhase.bottomTrailing, after, bottomTrailing) : (.identity, 0, topLeading)
        guard phase != .identity, configuration.kind != .identity else { return identity }
        let target = transition(EmptyVisualEffect(), phase).operations
        guard configuration.kind == .interactive else { return target }
        // Interactive: each change the fraction of the way from its identity value.
        guard target.count == identity.count else { return fraction < 0.5 ? identity : target }
        let mixed = zip(identity, target).map { $1.interpolated(from: $0, fraction: fraction) }
        return mixed.allSatisfy { $0 != nil } ? mixed.compactMap { $0 } : (fraction < 0.5 ? identity : target)
    }
}

extension View {
    /// Changes how this view is drawn as it scrolls past the edges of its scroll view (Apple:
    /// `scrollTransition(_:axis:transition:)`, iOS 17): the closure gets the empty effect and the
    /// phase, `.identity` while the view is wholly visible.
    ///
    /// ```swift
    /// card.scrollTransition { effect, phase in effect.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.9) }
    /// ```
    nonisolated public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(ScrollTransitionModifier(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition))
    }

    /// A scroll transition with its own configuration at each edge (Apple:
    /// `scrollTransition(topLeading:bottomTrailing:axis:transition:)`).
    nonisolated public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(ScrollTransitionModifier(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, transition: transition))
    }
}
