import Foundation

/// Keyframes evaluated at any time, outside a view (Apple: `KeyframeTimeline`, iOS 17): each track
/// moves its property from the initial value through its keyframes, and the timeline lasts as long
/// as its longest track.
///
/// ```swift
/// let bounce = KeyframeTimeline(initialValue: 1.0) {
///     LinearKeyframe(1.3, duration: 0.2)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// let peak = bounce.value(time: 0.2)  // 1.3
/// ```
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [KeyframeTrackCurve<Value>]

    /// A timeline of `content`'s keyframes starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = KeyframeTrackCurve.tracks(of: content())
    }

    /// How long the keyframes run: the longest track's duration.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in; the initial value before the start, the keyframes' last values
    /// after the end.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, initialValue, time) }
        return value
    }

    /// The value at `progress` (0 to 1) of the duration.
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }
}

@available(*, unavailable)
extension KeyframeTimeline: Sendable {}
