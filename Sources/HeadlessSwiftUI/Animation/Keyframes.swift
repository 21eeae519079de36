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

/// Keyframes that animate a value over time (Apple: `Keyframes`, iOS 17): tracks, each moving one
/// property of the value through its keyframes in sequence; `KeyframeTimeline` evaluates them.
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

    /// The velocities given, nil for the ones worked out from the neighbouring keyframes.
    let startVelocity: Value?
    let endVelocity: Value?

    /// A cubic keyframe to `to` over `duration`, leaving and arriving at the given velocities.
    nonisolated public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
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
    /// The velocity given at the start, nil for the one the keyframe before ends with.
    let startVelocity: Value?

    /// A spring keyframe to `to`.
    nonisolated public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
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
    /// The keyframes, in order: the layer's own record (Apple's builder types keep theirs private).
    let segments: [KeyframeSegment<Value>]
    /// How many keyframes it holds.
    package var count: Int { segments.count }
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
    /// The property the track moves; nil for the whole value.
    let keyPath: WritableKeyPath<Root, TrackValue>?

    /// A track of the property at `keyPath`.
    nonisolated public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
        self.content = content()
        self.keyPath = keyPath
    }

    /// A track of the whole value.
    nonisolated public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == TrackValue {
        self.content = content()
        keyPath = nil
    }
}

/// Tracks side by side, as the keyframes builder joins them.
public struct KeyframeTracks<Value>: Keyframes {
    /// The tracks: the layer's own record (Apple's builder types keep theirs private).
    let tracks: [KeyframeTrackCurve<Value>]
    /// How many tracks it holds.
    package var count: Int { tracks.count }
}

/// Builds a track's keyframes (Apple: `KeyframeTrackContentBuilder`).
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value { expression }
    /// The first keyframe.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> KeyframeSequence<Value> where K.Value == Value {
        KeyframeSequence(segments: KeyframeSegment.segments(of: first))
    }
    /// One more keyframe.
    public static func buildPartialBlock<K: KeyframeTrackContent>(accumulated: KeyframeSequence<Value>, next: K) -> KeyframeSequence<Value>
    where K.Value == Value {
        KeyframeSequence(segments: accumulated.segments + KeyframeSegment.segments(of: next))
    }
    /// No keyframes.
    public static func buildBlock() -> KeyframeSequence<Value> { KeyframeSequence(segments: []) }
    /// Keyframes made in a loop.
    public static func buildArray(_ components: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> {
        KeyframeSequence(segments: components.flatMap(\.segments))
    }
    /// The first branch of a condition.
    public static func buildEither(first component: KeyframeSequence<Value>) -> KeyframeSequence<Value> { component }
    /// The second branch of a condition.
    public static func buildEither(second component: KeyframeSequence<Value>) -> KeyframeSequence<Value> { component }
    /// An optional keyframe.
    public static func buildOptional(_ component: KeyframeSequence<Value>?) -> KeyframeSequence<Value> {
        component ?? KeyframeSequence(segments: [])
    }
}

/// Builds an animator's keyframes (Apple: `KeyframesBuilder`): tracks side by side, or keyframes
/// in sequence, which make one track of the whole value.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// A track.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value { expression }
    /// A keyframe of the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value { expression }
    /// The first track.
    public static func buildPartialBlock<K: Keyframes>(first: K) -> KeyframeTracks<Value> where K.Value == Value {
        KeyframeTracks(tracks: KeyframeTrackCurve.tracks(of: first))
    }
    /// One more track.
    public static func buildPartialBlock<K: Keyframes>(accumulated: KeyframeTracks<Value>, next: K) -> KeyframeTracks<Value>
    where K.Value == Value {
        KeyframeTracks(tracks: accumulated.tracks + KeyframeTrackCurve.tracks(of: next))
    }
    /// The first keyframe of a sequence.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> KeyframeSequence<K.Value> where K.Value == Value {
        KeyframeSequence(segments: KeyframeSegment.segments(of: first))
    }
    /// One more keyframe of the sequence.
    public static func buildPartialBlock<K: KeyframeTrackContent>(accumulated: KeyframeSequence<K.Value>, next: K) -> KeyframeSequence<
        K.Value
    > where K.Value == Value {
        KeyframeSequence(segments: accumulated.segments + KeyframeSegment.segments(of: next))
    }
    /// Keyframes made in a loop.
    public static func buildArray(_ components: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> where Value: Animatable {
        KeyframeSequence(segments: components.flatMap(\.segments))
    }
    /// No tracks.
    public static func buildBlock() -> KeyframeTracks<Value> { KeyframeTracks(tracks: []) }
    /// Tracks, as built.
    public static func buildFinalResult<K: Keyframes>(_ component: K) -> K where K.Value == Value { component }
    /// Keyframes in sequence: one track of the whole value.
    public static func buildFinalResult(_ component: KeyframeSequence<Value>) -> KeyframeTrack<Value, Value, KeyframeSequence<Value>>
    where Value: Animatable {
        KeyframeTrack(drawing: component)
    }
}

extension KeyframeTrack {
    nonisolated init(drawing content: Content) where Root == TrackValue {
        self.content = content
        keyPath = nil
    }
}
