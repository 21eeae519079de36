import Foundation

/// One track of keyframes, evaluated: it reads its property of the value the keyframes start from
/// and writes where its keyframes have taken it at a time.
///
/// Each keyframe moves from the value the one before ended at (the start value for the first)
/// over its duration: a linear keyframe along its timing curve; a spring keyframe along its spring,
/// starting with the velocity given or the one the keyframe before ended with; a move keyframe at
/// once; a cubic keyframe along a cubic Hermite curve whose velocities are the ones given or,
/// where none is given, the Catmull-Rom velocity through neighbouring cubic keyframes (Apple:
/// adjacent cubic keyframes "result in a Catmull-Rom spline"), the neighbouring keyframe's own
/// velocity where it is of another kind, and zero at the track's start and end, where the value
/// is at rest. After its last keyframe a track holds the last value.
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
        case let .spring(to, _, spring, _):
            // The oscillator is linear in where it starts: the move from rest plus what the
            // velocity it starts with adds.
            let velocity = startVelocity(of: index, in: segments, start: start)
            var value = to
            value.animatableData =
                from.animatableData + (to.animatableData - from.animatableData).scaled(by: spring.stepValue(at: elapsed))
                + velocity.scaled(by: spring.impulseValue(at: elapsed))
            return value
        case .move(let to):
            return to
        case let .cubic(to, duration, _, _):
            let p0 = from.animatableData
            let p1 = to.animatableData
            let m0 = startVelocity(of: index, in: segments, start: start)
            let m1 = endVelocity(of: index, in: segments, start: start)
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

    /// The value segment `index` starts from: the keyframe before's, the track's start for the first.
    private static func origin<V: Animatable>(of index: Int, in segments: [KeyframeSegment<V>], start: V) -> V.AnimatableData {
        index == 0 ? start.animatableData : segments[index - 1].target.animatableData
    }

    /// The velocity segment `index` starts with, per second: a linear keyframe's along its curve;
    /// a move's none; a spring or cubic keyframe's as given, or else the one the keyframe before
    /// ends with (Apple: a cubic keyframe after another kind starts at "the end velocity of the
    /// segment defined by the previous keyframe"; a spring's nil start velocity is computed "to
    /// maintain smooth motion").
    private static func startVelocity<V: Animatable>(of index: Int, in segments: [KeyframeSegment<V>], start: V) -> V.AnimatableData {
        switch segments[index] {
        case let .linear(to, duration, curve):
            return linearVelocity(to: to, from: origin(of: index, in: segments, start: start), duration: duration, curve: curve, at: 0)
        case .move:
            return .zero
        case let .spring(_, _, _, given):
            return given?.animatableData ?? incomingVelocity(at: index, in: segments, start: start)
        case let .cubic(_, _, given, _):
            return given?.animatableData ?? incomingVelocity(at: index, in: segments, start: start)
        }
    }

    /// What the keyframe before segment `index` hands on: nothing at the track's start (at rest);
    /// from a cubic keyframe its end velocity as given, or else the Catmull-Rom slope at the
    /// boundary (Apple: adjacent cubic keyframes "result in a Catmull-Rom spline"); from any other
    /// keyframe the velocity it ends with.
    private static func incomingVelocity<V: Animatable>(at index: Int, in segments: [KeyframeSegment<V>], start: V)
        -> V.AnimatableData
    {
        guard index > 0 else { return .zero }
        if case let .cubic(_, _, _, end) = segments[index - 1] {
            return end?.animatableData ?? catmullRomVelocity(at: index, in: segments, start: start)
        }
        return endVelocity(of: index - 1, in: segments, start: start)
    }

    /// The velocity segment `index` ends with, per second: a linear keyframe's along its curve; a
    /// move's none; a spring's where its duration leaves it; a cubic keyframe's as given, or else
    /// what the next keyframe starts with (Apple: "the initial velocity of the next segment"), the
    /// Catmull-Rom slope when that one is a cubic or spring keyframe without a velocity of its own,
    /// and none at the track's end (at rest).
    private static func endVelocity<V: Animatable>(of index: Int, in segments: [KeyframeSegment<V>], start: V) -> V.AnimatableData {
        let from = origin(of: index, in: segments, start: start)
        switch segments[index] {
        case let .linear(to, duration, curve):
            return linearVelocity(to: to, from: from, duration: duration, curve: curve, at: 1)
        case .move:
            return .zero
        case let .spring(to, _, spring, _):
            let time = segments[index].duration
            let velocity = startVelocity(of: index, in: segments, start: start)
            return (to.animatableData - from).scaled(by: spring.stepVelocity(at: time))
                + velocity.scaled(by: spring.impulseVelocity(at: time))
        case let .cubic(_, _, _, given):
            if let given { return given.animatableData }
            guard index + 1 < segments.count else { return .zero }
            switch segments[index + 1] {
            case let .cubic(_, _, next, _), let .spring(_, _, _, next):
                return next?.animatableData ?? catmullRomVelocity(at: index + 1, in: segments, start: start)
            case .linear, .move:
                return startVelocity(of: index + 1, in: segments, start: start)
            }
        }
    }

    /// A linear keyframe's velocity at `progress` (0 its start, 1 its end), per second: the move
    /// over the duration, along its timing curve's rate; none for a keyframe without duration.
    private static func linearVelocity<V: Animatable>(
        to: V, from: V.AnimatableData, duration: TimeInterval, curve: UnitCurve, at progress: Double
    ) -> V.AnimatableData {
        duration > 0 ? (to.animatableData - from).scaled(by: curve.velocity(at: progress) / duration) : .zero
    }

    /// The Catmull-Rom slope at the keyframe boundary before segment `boundary` (0 is the track's
    /// start, `segments.count` its end): between the values either side over the time between
    /// them, zero at the track's ends.
    private static func catmullRomVelocity<V: Animatable>(at boundary: Int, in segments: [KeyframeSegment<V>], start: V)
        -> V.AnimatableData
    {
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
