import Foundation
import HeadlessRuntime
import SwiftUI
import SwiftUICorpus
import Testing

/// Keyframes evaluated over time (Apple: `KeyframeTimeline`, `KeyframeAnimator`): each keyframe
/// ends at its value after its duration, from where the one before ended; a track holds its last
/// value afterwards; the timeline lasts as long as its longest track.
@MainActor
struct KeyframeTimelineTests {

    @Test func linearKeyframesMoveAtConstantSpeedOneAfterAnother() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(20.0, duration: 0.5)
        }
        #expect(timeline.duration == 1.5)
        #expect(abs(timeline.value(time: 0.25) - 2.5) < 1e-9)
        #expect(abs(timeline.value(time: 1.25) - 15) < 1e-9)
        #expect(abs(timeline.value(progress: 0.5) - 7.5) < 1e-9)
        #expect(timeline.value(time: -1) == 0 && timeline.value(time: 9) == 20)
    }

    @Test func aTimingCurveShapesALinearKeyframe() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(10.0, duration: 1, timingCurve: .easeIn) }
        // Ease-in, cubic Bézier (0.42, 0) (1, 1), is about 0.3154 of the way at half time.
        #expect(abs(timeline.value(time: 0.5) - 3.154) < 0.01)
    }

    @Test func aMoveKeyframeJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(5.0)
            LinearKeyframe(10.0, duration: 1)
        }
        #expect(timeline.value(time: 0) == 5)
        #expect(abs(timeline.value(time: 0.5) - 7.5) < 1e-9)
    }

    /// Keyframes written bare in a keyframes builder are one track of the whole value, in sequence
    /// (Apple's `KeyframesBuilder.buildFinalResult` makes a `KeyframeTrack` of track content).
    @Test func bareKeyframesAreOneTrackInSequence() {
        let pop = AnimatedStylesSnippet.likePop
        #expect(abs(pop.duration - (0.2 + Spring.bouncy.settlingDuration)) < 1e-9)
        #expect(abs(pop.peak - 1.3) < 1e-9)
        #expect(AnimatedStylesSnippet.bouncySettling == Spring.bouncy.settlingDuration)
    }

    /// A spring keyframe without a duration lasts the spring's settling duration (Apple: "nil to use
    /// the settling duration of the spring"): 0.8 s for `.smooth` (the 0.1 s grid SwiftUI scans,
    /// where (1 + ωt)e^(−ωt) < 0.001 with ω = 4π), and follows the critically damped step.
    @Test func aSpringKeyframeFollowsItsSpringForItsSettlingDuration() {
        #expect(abs(Spring.smooth.settlingDuration - 0.8) < 1e-9)
        // Bouncy: the envelope bound ln((σ + 1) / 0.001) / σ, σ = 0.7 × 4π.
        let sigma = 0.7 * 4 * Double.pi
        #expect(abs(Spring.bouncy.settlingDuration - log((sigma + 1) / 0.001) / sigma) < 1e-9)
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(100.0, spring: .smooth) }
        #expect(abs(timeline.duration - 0.8) < 1e-9)
        let omega = 4 * Double.pi
        #expect(abs(timeline.value(time: 0.1) - 100 * (1 - exp(-omega * 0.1) * (1 + omega * 0.1))) < 1e-9)
        // A bouncy spring passes its target.
        let bouncy = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(100.0, duration: 1, spring: .bouncy) }
        #expect(bouncy.value(time: 0.3) > 100)
        #expect(bouncy.value(time: 1) == 100)
    }

    /// Cubic keyframes pass through each value at its time; between neighbours their automatic
    /// velocity is the Catmull-Rom slope, and the track starts and ends at rest.
    @Test func cubicKeyframesPassThroughTheirValuesSmoothly() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
        }
        #expect(abs(timeline.value(time: 1) - 10) < 1e-9)
        // Symmetric about the peak at 1 s, whose slope is (0 − 0) / 2 = 0: Hermite at s = 0.5 from
        // rest to rest is the midpoint.
        #expect(abs(timeline.value(time: 0.5) - 5) < 1e-9)
        #expect(abs(timeline.value(time: 0.5) - timeline.value(time: 1.5)) < 1e-9)
        // A given start velocity of 40 per second leaves faster: above the midpoint at half time.
        let fast = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(10.0, duration: 1, startVelocity: 40) }
        #expect(abs(fast.value(time: 0.5) - (5 + 40 * 0.125)) < 1e-9)
    }

    @Test func tracksMoveTheirOwnPropertiesAndTheLongestSetsTheDuration() {
        let timeline = KeyframeTimeline(initialValue: KeyframePose()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
            KeyframeTrack(\.offset) {
                LinearKeyframe(-30.0, duration: 0.5)
                LinearKeyframe(0.0, duration: 1.5)
            }
        }
        #expect(timeline.duration == 2)
        let half = timeline.value(time: 0.5)
        #expect(abs(half.scale - 1.5) < 1e-9 && abs(half.offset - -30) < 1e-9)
        let later = timeline.value(time: 1.25)
        #expect(abs(later.scale - 2) < 1e-9 && abs(later.offset - -15) < 1e-9)
    }

    @Test func aRepeatingAnimatorLoopsItsKeyframes() throws {
        let host = ViewHost(
            KeyframeAnimator(initialValue: 1.0) { scale in
                Color.blue.frame(width: 10 * scale, height: 10)
            } keyframes: { _ in
                LinearKeyframe(3.0, duration: 1)
                LinearKeyframe(1.0, duration: 1)
            })
        #expect(abs(try host.barWidth(at: 0) - 10) < 1e-6)
        #expect(abs(try host.barWidth(at: 0.5) - 20) < 1e-6)
        #expect(abs(try host.barWidth(at: 1.5) - 20) < 1e-6)
        #expect(abs(try host.barWidth(at: 2.25) - 15) < 1e-6)
        // Not repeating: the value at the start of the timeline, throughout.
        let held = ViewHost(
            KeyframeAnimator(initialValue: 1.0, repeating: false) { scale in
                Color.blue.frame(width: 10 * scale, height: 10)
            } keyframes: { _ in
                LinearKeyframe(3.0, duration: 1)
            })
        #expect(abs(try held.barWidth(at: 0.5) - 10) < 1e-6)
    }

    struct Liked: View {
        @State private var likes = 0
        var body: some View {
            VStack {
                Button("Like") { likes += 1 }
                Color.blue.frame(height: 10)
                    .keyframeAnimator(initialValue: 1.0, trigger: likes) { content, scale in
                        content.frame(width: 10 * scale)
                    } keyframes: { start in
                        LinearKeyframe(start + 1, duration: 1)
                    }
            }
        }
    }

    /// Each change of the trigger plays the keyframes from the value the animator holds, which is
    /// the end value of the run before.
    @Test func aTriggerPlaysTheKeyframesFromWhereTheLastRunEnded() throws {
        let host = ViewHost(Liked())
        #expect(abs(try host.barWidth(at: 1) - 10) < 1e-6)
        try host.tap("Like")
        #expect(abs(try host.barWidth(at: 1.5) - 15) < 1e-6)
        #expect(abs(try host.barWidth(at: 3) - 20) < 1e-6)
        try host.tap("Like")
        #expect(abs(try host.barWidth(at: 3.5) - 25) < 1e-6)
        #expect(abs(try host.barWidth(at: 5) - 30) < 1e-6)
    }

    /// A spring keyframe without a start velocity takes the one the keyframe before ends with
    /// (Apple: nil computes it "to maintain smooth motion"): after a linear keyframe at 10 per
    /// second, a smooth spring to the value already reached overshoots it, x(t) = v₀ t e^(−ωt)
    /// with ω = 4π, and settles back.
    @Test func aSpringKeyframeCarriesOnTheVelocityBeforeIt() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            SpringKeyframe(10.0, duration: 1, spring: .smooth)
        }
        let omega = 4 * Double.pi
        for t in [0.05, 0.1, 0.3] {
            // Within 1e-4: the linear curve's velocity is read by a central difference.
            #expect(abs(timeline.value(time: 1 + t) - (10 + 10 * t * exp(-omega * t))) < 1e-4, "at \(t) s")
        }
        // A start velocity given is used as given: from rest at 0, 5 per second out and back.
        let given = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(0.0, duration: 1, spring: .smooth, startVelocity: 5) }
        #expect(abs(given.value(time: 0.1) - 5 * 0.1 * exp(-omega * 0.1)) < 1e-9)
    }

    /// A cubic keyframe after a linear one starts at the linear keyframe's end velocity, and one
    /// before a linear keyframe ends at its start velocity (Apple's `CubicKeyframe`), not at the
    /// Catmull-Rom slope through the values either side.
    @Test func aCubicKeyframeMeetsALinearNeighbourAtItsVelocity() {
        // Hermite from 10 to 10 over 1 s leaving at 10 per second, at rest at the track's end:
        // at half time 10 + 10 × (s³ − 2s² + s) = 11.25 (the slope through 0 and 10, 5 per second,
        // would give 10.625).
        let after = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            CubicKeyframe(10.0, duration: 1)
        }
        #expect(abs(after.value(time: 1.5) - 11.25) < 1e-4)
        // From rest at 0 to 10, arriving at the next linear keyframe's 20 per second: at half time
        // 5 + 20 × (s³ − s²) = 2.5 (the slope through 0 and 30, 15 per second, would give 3.125).
        let before = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            LinearKeyframe(30.0, duration: 1)
        }
        #expect(abs(before.value(time: 0.5) - 2.5) < 1e-4)
    }
}
