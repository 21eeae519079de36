import Foundation

/// A press held for `minimumDuration` seconds without moving more than `maximumDistance` points
/// (Apple: `LongPressGesture`). Its value is whether the press is down; it ends with `true` once
/// held long enough. A tap does not complete it.
///
/// ```swift
/// Text("Hold to reset").gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in reset() })
/// ```
public struct LongPressGesture: Gesture {
    /// Whether the press is down.
    public typealias Value = Bool

    /// How long the press must last, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move before the gesture fails, in points.
    public var maximumDistance: CGFloat

    /// A press of at least `minimumDuration` seconds (0.5 by default) within `maximumDistance`
    /// points (10).
    nonisolated public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public var body: Never { fatalError("LongPressGesture is primitive") }
}

extension View {
    /// Runs `action` when the view is pressed for `minimumDuration` seconds, and tells
    /// `onPressingChanged` when the press goes down and comes up (Apple:
    /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`).
    ///
    /// ```swift
    /// Text("Hold to reset").onLongPressGesture { counter = 0 }
    /// ```
    nonisolated public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        gesture(
            LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
                .onChanged { pressing in onPressingChanged?(pressing) }
                .onEnded { _ in
                    onPressingChanged?(false)
                    action()
                })
    }

    /// The long press with `pressing` before `perform`, as older code writes it (Apple: the
    /// `onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)` form).
    @_disfavoredOverload
    nonisolated public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: (@MainActor (Bool) -> Void)? = nil,
        perform action: @escaping @MainActor () -> Void
    ) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }

    /// Attaches `gesture` to be recognized alongside the view's others (Apple:
    /// `simultaneousGesture(_:including:)`); the headless runtime drives each gesture on its own.
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        self.gesture(gesture, including: mask)
    }

    /// Attaches `gesture` ahead of the view's others (Apple: `highPriorityGesture(_:including:)`);
    /// the headless runtime drives each gesture on its own.
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        self.gesture(gesture, including: mask)
    }
}
