import Foundation

/// A tap, or `count` taps in a row (Apple: `TapGesture`). Attached with `gesture(_:)` and an
/// `onEnded` action, it does what `onTapGesture(count:perform:)` does.
///
/// ```swift
/// Image("cover").gesture(TapGesture(count: 2).onEnded { isLiked.toggle() })
/// ```
public struct TapGesture: Gesture {
    /// A tap reports no value.
    public typealias Value = Void

    /// The number of taps that complete the gesture.
    public var count: Int

    /// A gesture completed by `count` taps.
    nonisolated public init(count: Int = 1) {
        self.count = count
    }

    public var body: Never { fatalError("TapGesture is primitive") }
}

/// A tap gesture with its actions, which the engine attaches as a tap (`onTapGesture`).
@MainActor protocol TapGestureActions {
    var tapCount: Int { get }
    var tapAction: @MainActor () -> Void { get }
}

extension _ModifiedGesture: TapGestureActions where Base == TapGesture {
    var tapCount: Int { base.count }
    var tapAction: @MainActor () -> Void {
        let actions = ended
        return { actions.forEach { $0(()) } }
    }
}
