import Foundation

/// One keyframe of a track: the value it ends at and how the track moves there.
enum KeyframeSegment<Value: Animatable> {
    case linear(to: Value, duration: TimeInterval, curve: UnitCurve)
    case spring(to: Value, duration: TimeInterval?, spring: Spring, startVelocity: Value?)
    case cubic(to: Value, duration: TimeInterval, startVelocity: Value?, endVelocity: Value?)
    case move(to: Value)

    /// The keyframes a piece of track content holds: itself for a keyframe, its keyframes for a
    /// sequence a builder joined.
    static func segments<K: KeyframeTrackContent>(of content: K) -> [KeyframeSegment] {
        switch content {
        case let sequence as KeyframeSequence<Value>: sequence.segments
        case let linear as LinearKeyframe<Value>: [.linear(to: linear.to, duration: linear.duration, curve: linear.timingCurve)]
        case let spring as SpringKeyframe<Value>:
            [.spring(to: spring.to, duration: spring.duration, spring: spring.spring, startVelocity: spring.startVelocity)]
        case let cubic as CubicKeyframe<Value>:
            [.cubic(to: cubic.to, duration: cubic.duration, startVelocity: cubic.startVelocity, endVelocity: cubic.endVelocity)]
        case let move as MoveKeyframe<Value>: [.move(to: move.to)]
        default: []
        }
    }

    /// The value the track holds when this keyframe ends.
    var target: Value {
        switch self {
        case let .linear(to, _, _), let .spring(to, _, _, _), let .cubic(to, _, _, _), let .move(to): to
        }
    }

    /// How long the track takes to reach the target: a spring keyframe without a duration takes
    /// the spring's settling duration (Apple: "nil to use the settling duration of the spring").
    var duration: TimeInterval {
        switch self {
        case let .linear(_, duration, _), let .cubic(_, duration, _, _): max(duration, 0)
        case let .spring(_, duration, spring, _): max(duration ?? spring.settlingDuration, 0)
        case .move: 0
        }
    }
}
