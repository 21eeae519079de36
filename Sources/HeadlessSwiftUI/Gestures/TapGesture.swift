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

/// A gesture a tap completes: `TapGesture`, and `SpatialTapGesture`, whose value is where the tap
/// landed.
@MainActor protocol TapRecognizing: Gesture {
    /// The number of taps that complete it.
    var count: Int { get }
    /// The value it reports for the tap being delivered.
    func tapValue() -> Value
}

extension TapGesture: TapRecognizing {
    func tapValue() {}
}

/// A tap gesture with its actions, which the engine attaches as a tap (`onTapGesture`).
@MainActor protocol TapGestureActions {
    var tapCount: Int { get }
    var tapAction: @MainActor () -> Void { get }
}

extension _ModifiedGesture: TapGestureActions where Base: TapRecognizing {
    var tapCount: Int { base.count }
    var tapAction: @MainActor () -> Void {
        let (base, actions) = (base, ended)
        return { actions.forEach { $0(base.tapValue()) } }
    }
}
