import Foundation

extension Double: Animatable {
    /// A number animates as itself.
    public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}

extension CGFloat: Animatable {
    /// A number animates as itself.
    public var animatableData: CGFloat {
        get { self }
        set { self = newValue }
    }
}

/// Keyframes that animate a value over time (Apple: `Keyframes`, iOS 17). A keyframe animator
/// at rest shows its initial value, so the layer keeps the keyframes' description and does not
/// evaluate it (docs/swiftui-subset.md).
public protocol Keyframes<Value> {
    /// The value the keyframes animate.
    associatedtype Value
}

/// A keyframe, or keyframes in sequence, on one track (Apple: `KeyframeTrackContent`).
public protocol KeyframeTrackContent<Value> {
    /// The value the keyframe moves.
    associatedtype Value: Animatable
}

/// Moves to `to` along a cubic curve over `duration` (Apple: `CubicKeyframe`).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value at the keyframe's end.
    public let to: Value
    /// Its duration, in seconds.
    public let duration: TimeInterval

    /// A cubic keyframe to `to` over `duration`, leaving and arriving at the given velocities.
    nonisolated public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
    }
}

/// Moves to `to` along a spring (Apple: `SpringKeyframe`).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value at the keyframe's end.
    public let to: Value
    /// Its duration, nil for the spring's own.
    public let duration: TimeInterval?
    /// The spring.
    public let spring: Spring

    /// A spring keyframe to `to`.
    nonisolated public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
    }
}

/// Moves to `to` at constant speed, or along `timingCurve`, over `duration` (Apple: `LinearKeyframe`).
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value at the keyframe's end.
    public let to: Value
    /// Its duration, in seconds.
    public let duration: TimeInterval
    /// The curve between the keyframes.
    public let timingCurve: UnitCurve

    /// A linear keyframe to `to` over `duration`.
    nonisolated public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }
}

/// Jumps to `to` at once (Apple: `MoveKeyframe`).
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value jumped to.
    public let to: Value

    /// A jump to `to`.
    nonisolated public init(_ to: Value) {
        self.to = to
    }
}

/// Keyframes in sequence on one track, as a track builder joins them.
public struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    /// How many keyframes it holds: the layer's own record (Apple's builder types keep theirs private).
    package let count: Int
}

/// The keyframes of one property of the animated value, the whole value when there is no key
/// path (Apple: `KeyframeTrack`).
///
/// ```swift
/// KeyframeTrack(\.verticalOffset) {
///     SpringKeyframe(-30, duration: 0.25)
///     CubicKeyframe(0, duration: 0.3)
/// }
/// ```
public struct KeyframeTrack<Root, TrackValue, Content: KeyframeTrackContent>: Keyframes where TrackValue == Content.Value {
    /// The track animates a property of the root value.
    public typealias Value = Root

    let content: Content

    /// A track of the property at `keyPath`.
    nonisolated public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
        self.content = content()
    }

    /// A track of the whole value.
    nonisolated public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == TrackValue {
        self.content = content()
    }
}

/// Tracks side by side, as the keyframes builder joins them.
public struct KeyframeTracks<Value>: Keyframes {
    /// How many tracks it holds: the layer's own record (Apple's builder types keep theirs private).
    package let count: Int
}

/// Builds a track's keyframes (Apple: `KeyframeTrackContentBuilder`).
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value { expression }
    /// The first keyframe.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> KeyframeSequence<Value> where K.Value == Value {
        KeyframeSequence(count: keyframes(in: first))
    }
    /// One more keyframe.
    public static func buildPartialBlock<K: KeyframeTrackContent>(accumulated: KeyframeSequence<Value>, next: K) -> KeyframeSequence<Value>
    where K.Value == Value {
        KeyframeSequence(count: accumulated.count + keyframes(in: next))
    }
    /// No keyframes.
    public static func buildBlock() -> KeyframeSequence<Value> { KeyframeSequence(count: 0) }
    /// One for a keyframe; what it holds for keyframes a loop or a condition joined.
    static func keyframes<K: KeyframeTrackContent>(in content: K) -> Int { (content as? KeyframeSequence<Value>)?.count ?? 1 }
    /// Keyframes made in a loop.
    public static func buildArray(_ components: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> {
        KeyframeSequence(count: components.map(\.count).reduce(0, +))
    }
    /// The first branch of a condition.
    public static func buildEither(first component: KeyframeSequence<Value>) -> KeyframeSequence<Value> { component }
    /// The second branch of a condition.
    public static func buildEither(second component: KeyframeSequence<Value>) -> KeyframeSequence<Value> { component }
    /// An optional keyframe.
    public static func buildOptional(_ component: KeyframeSequence<Value>?) -> KeyframeSequence<Value> {
        component ?? KeyframeSequence(count: 0)
    }
}

/// Builds an animator's keyframes from tracks (Apple: `KeyframesBuilder`).
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// A track.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value { expression }
    /// A keyframe of the whole value: a track of its own.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> KeyframeTrack<Value, Value, K> where K.Value == Value {
        KeyframeTrack<Value, Value, K>(drawing: expression)
    }
    /// The first track.
    public static func buildPartialBlock<K: Keyframes>(first: K) -> KeyframeTracks<Value> where K.Value == Value {
        KeyframeTracks(count: 1)
    }
    /// One more track.
    public static func buildPartialBlock<K: Keyframes>(accumulated: KeyframeTracks<Value>, next: K) -> KeyframeTracks<Value>
    where K.Value == Value {
        KeyframeTracks(count: accumulated.count + 1)
    }
    /// No tracks.
    public static func buildBlock() -> KeyframeTracks<Value> { KeyframeTracks(count: 0) }
}

extension KeyframeTrack {
    nonisolated init(drawing content: Content) {
        self.content = content
    }
}
