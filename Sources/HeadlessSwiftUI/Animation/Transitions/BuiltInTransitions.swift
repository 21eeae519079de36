// The transitions SwiftUI offers as `Transition` values (iOS 17): each draws the look its
// `AnyTransition` form animates from, and animates as that form does.

/// No transition (Apple: `IdentityTransition`).
public struct IdentityTransition: Transition, BuiltInTransition {
    /// The identity transition.
    public init() {}
    /// The content as it is, in every phase.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    /// It does not move the view.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    nonisolated var transitionKind: AnyTransition.Kind { .identity }
}

/// A fade (Apple: `OpacityTransition`).
public struct OpacityTransition: Transition, BuiltInTransition {
    /// The fade.
    public init() {}
    /// Transparent outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
    /// A fade does not move the view.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    nonisolated var transitionKind: AnyTransition.Kind { .opacity }
}

/// A scale about an anchor (Apple: `ScaleTransition`).
public struct ScaleTransition: Transition, BuiltInTransition {
    /// The scale outside the identity phase.
    public var scale: Double
    /// The point scaled about.
    public var anchor: UnitPoint

    /// A scale from `scale` about `anchor`.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    /// Scaled to `scale` outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
    nonisolated var transitionKind: AnyTransition.Kind { .scale(scale, anchor: anchor) }
}

/// In from the leading edge, out toward the trailing one (Apple: `SlideTransition`).
public struct SlideTransition: Transition, BuiltInTransition {
    /// The slide.
    public init() {}
    /// The content as it is; the engine moves it across its container.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    nonisolated var transitionKind: AnyTransition.Kind { .slide }
}

/// In from and out past one edge of the container (Apple: `MoveTransition`).
public struct MoveTransition: Transition, BuiltInTransition {
    /// The edge the view moves across.
    public var edge: Edge

    /// A move across `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// The content as it is; the engine moves it across its container.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    nonisolated var transitionKind: AnyTransition.Kind { .move(edge) }
}

/// In from and out to an offset (Apple: `OffsetTransition`).
public struct OffsetTransition: Transition, BuiltInTransition {
    /// How far from its place the view starts and ends.
    public var offset: CGSize

    /// An offset transition of `offset`.
    public init(_ offset: CGSize) {
        self.offset = offset
    }

    /// Offset outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
    nonisolated var transitionKind: AnyTransition.Kind { .offset(offset) }
}

/// In from an edge fading in, out toward the opposite edge fading out (Apple: `PushTransition`).
public struct PushTransition: Transition, BuiltInTransition {
    /// The edge the view comes in from.
    public var edge: Edge

    /// A push from `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// Transparent outside the identity phase; the engine moves it.
    public func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
    nonisolated var transitionKind: AnyTransition.Kind { AnyTransition.push(from: edge).kind }
}

extension Transition where Self == IdentityTransition {
    /// No transition.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
    /// A fade.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// A scale from nothing about the centre.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    /// A scale from `scale` about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == SlideTransition {
    /// A slide in from the leading edge.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == MoveTransition {
    /// A move across `edge`.
    public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    /// An offset transition.
    public static func offset(_ offset: CGSize) -> Self { OffsetTransition(offset) }
    /// An offset transition of `x` and `y` points.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == PushTransition {
    /// A push from `edge`.
    public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) }
}
