import Foundation

/// One track of keyframes, evaluated: it reads its property of the value the keyframes start from
/// and writes where its keyframes have taken it at a time.
///
/// Each keyframe moves from the value the one before ended at (the start value for the first)
/// over its duration: a linear keyframe along its timing curve; a spring keyframe along the step
/// of its spring from rest; a move keyframe at once; a cubic keyframe along a cubic Hermite curve
/// whose velocities are the ones given or, where none is given, the Catmull-Rom velocity through
/// its neighbouring keyframes (Apple: adjacent cubic keyframes "result in a Catmull-Rom spline"),
/// and zero at the track's start and end, where the value is at rest. After its last keyframe a
/// track holds the last value.
struct KeyframeTrackCurve<Root> {
    /// How long the track runs.
    let duration: TimeInterval
    /// Writes the track's value at a time into a root value, given the root the keyframes start from.
    let apply: (_ root: inout Root, _ start: Root, _ time: TimeInterval) -> Void

    init<TrackValue: Animatable>(keyPath: WritableKeyPath<Root, TrackValue>?, segments: [KeyframeSegment<TrackValue>]) {
        duration = segments.map(\.duration).reduce(0, +)
        apply = { root, start, time in
            let from = keyPath.map { start[keyPath: $0] } ?? (start as! TrackValue)
            let value = Self.value(of: segments, from: from, at: time)
            if let keyPath { root[keyPath: keyPath] = value } else { root = value as! Root }
        }
    }

    /// The tracks of some keyframes: the tracks a builder joined, or the one track.
    static func tracks<K: Keyframes>(of keyframes: K) -> [KeyframeTrackCurve<Root>] {
        if let tracks = keyframes as? KeyframeTracks<Root> { return tracks.tracks }
        if let track = keyframes as? any KeyframeTrackCurveConvertible, let curve = track.curve(of: Root.self) { return [curve] }
        return []
    }

    /// A track's value at `time` from `start`.
    static func value<V: Animatable>(of segments: [KeyframeSegment<V>], from start: V, at time: TimeInterval) -> V {
        var begin = 0.0
        var from = start
        for (index, segment) in segments.enumerated() {
            let duration = segment.duration
            if time < begin + duration {
                let elapsed = max(time - begin, 0)
                return interpolate(segment, index: index, in: segments, from: from, start: start, elapsed: elapsed)
            }
            begin += duration
            from = segment.target
        }
        return from
    }

    private static func interpolate<V: Animatable>(
        _ segment: KeyframeSegment<V>, index: Int, in segments: [KeyframeSegment<V>], from: V, start: V, elapsed: TimeInterval
    ) -> V {
        let progress = segment.duration > 0 ? elapsed / segment.duration : 1
        switch segment {
        case let .linear(to, _, curve):
            return mix(from, to, curve.value(at: progress))
        case let .spring(to, _, spring):
            return mix(from, to, spring.stepValue(at: elapsed))
        case .move(let to):
            return to
        case let .cubic(to, duration, startVelocity, endVelocity):
            let p0 = from.animatableData
            let p1 = to.animatableData
            let m0 = startVelocity?.animatableData ?? velocity(at: index, in: segments, start: start)
            let m1 = endVelocity?.animatableData ?? velocity(at: index + 1, in: segments, start: start)
            let s = progress
            let (s2, s3) = (s * s, s * s * s)
            var data = p0.scaled(by: 2 * s3 - 3 * s2 + 1)
            data += m0.scaled(by: (s3 - 2 * s2 + s) * duration)
            data += p1.scaled(by: 3 * s2 - 2 * s3)
            data += m1.scaled(by: (s3 - s2) * duration)
            var value = to
            value.animatableData = data
            return value
        }
    }

    /// The automatic velocity at the keyframe boundary before segment `boundary` (0 is the track's
    /// start, `segments.count` its end): the Catmull-Rom slope between the values either side, zero
    /// at the track's ends.
    private static func velocity<V: Animatable>(at boundary: Int, in segments: [KeyframeSegment<V>], start: V) -> V.AnimatableData {
        guard boundary > 0, boundary < segments.count else { return .zero }
        let before = boundary >= 2 ? segments[boundary - 2].target.animatableData : start.animatableData
        let after = segments[boundary].target.animatableData
        let span = segments[boundary - 1].duration + segments[boundary].duration
        return span > 0 ? (after - before).scaled(by: 1 / span) : .zero
    }

    /// `from` moved the fraction `fraction` of the way to `to`.
    private static func mix<V: Animatable>(_ from: V, _ to: V, _ fraction: Double) -> V {
        var value = to
        value.animatableData = from.animatableData + (to.animatableData - from.animatableData).scaled(by: fraction)
        return value
    }
}

/// A single track, which the keyframes builder or a timeline meets without the builder's joining.
protocol KeyframeTrackCurveConvertible {
    func curve<R>(of root: R.Type) -> KeyframeTrackCurve<R>?
}

extension KeyframeTrack: KeyframeTrackCurveConvertible {
    func curve<R>(of root: R.Type) -> KeyframeTrackCurve<R>? {
        KeyframeTrackCurve<Root>(keyPath: keyPath, segments: KeyframeSegment.segments(of: content)) as? KeyframeTrackCurve<R>
    }
}
