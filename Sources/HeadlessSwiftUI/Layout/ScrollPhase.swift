import Foundation

/// What a scroll view is doing (Apple: `ScrollPhase`, iOS 18). A headless scroll view rests, so
/// it is always `.idle`.
public enum ScrollPhase: Hashable, Sendable {
    /// At rest.
    case idle
    /// A finger is down but has not moved the content yet.
    case tracking
    /// A finger moves the content.
    case interacting
    /// The content slows after a finger let go.
    case decelerating
    /// The content moves to a position set in code.
    case animating

    /// Whether the content moves or may move: every phase but `.idle`.
    public var isScrolling: Bool { self != .idle }
}

/// What a scroll phase change reports besides the phases (Apple: `ScrollPhaseChangeContext`).
public struct ScrollPhaseChangeContext {
    /// The scroll view's geometry when the phase changed.
    public let geometry: ScrollGeometry
    /// The content's speed when the phase changed, if it moves.
    public let velocity: CGVector?
}

extension View {
    /// Runs `action` when the phase of the first scroll view in this view changes (Apple:
    /// `onScrollPhaseChange(_:)`, iOS 18). A headless scroll view stays `.idle`: the action does not
    /// run (docs/swiftui-subset.md).
    ///
    /// ```swift
    /// ScrollView { Feed() }.onScrollPhaseChange { _, phase in isScrolling = phase.isScrolling }
    /// ```
    nonisolated public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void)
        -> some View
    { self }

    /// Runs `action` with the scroll view's geometry and speed when its phase changes (Apple:
    /// `onScrollPhaseChange(_:)` with a context). Headless it does not run.
    nonisolated public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View { self }
}
