import DesignTokens
import Motion
import Testing

struct AnimationTimelineTests {
    @Test func delayAndSpeed() {
        // The delay is wall-clock seconds; speed runs the curve twice as fast.
        let timeline = AnimationTimeline(AnimationSpec.easeInOut(duration: 0.6).delay(0.2).speed(2))
        #expect(timeline.progress(at: 0) == 0 && timeline.progress(at: 0.2) == 0)
        #expect(abs(timeline.progress(at: 0.35) - BezierCurve(.easeInOut).progress(at: 0.5)) < 1e-12)
        #expect(timeline.totalDuration == 0.5)
        #expect(timeline.isFinished(at: 0.5) && !timeline.isFinished(at: 0.49))
        #expect(timeline.progress(at: 0.5) == 1 && timeline.progress(at: 9) == 1)
    }

    @Test func repeatCountWithAutoreverse() {
        let timeline = AnimationTimeline(AnimationSpec.linear(duration: 1).repeatCount(3, autoreverses: true))
        #expect(abs(timeline.progress(at: 0.25) - 0.25) < 1e-12)
        #expect(abs(timeline.progress(at: 1.25) - 0.75) < 1e-12)
        #expect(abs(timeline.progress(at: 2.25) - 0.25) < 1e-12)
        #expect(timeline.progress(at: 3.5) == 1)
        #expect(timeline.totalDuration == 3)
    }

    @Test func reversedRunsMirrorTheValueAsSwiftUIDoes() {
        // SwiftUI's RepeatAnimation shows 1 − p(t) on a reversed run, not p(run − t).
        let timeline = AnimationTimeline(AnimationSpec.easeOut(duration: 1).repeatCount(2, autoreverses: true))
        let easeOut = BezierCurve(.easeOut)
        #expect(abs(timeline.progress(at: 1.25) - (1 - easeOut.progress(at: 0.25))) < 1e-12)
        // An even count ends reversed, at 0, and the view then jumps to the model value.
        #expect(timeline.progress(at: 1.999_999) < 1e-5)
        #expect(timeline.progress(at: 2) == 1 && timeline.isFinished(at: 2))
    }

    @Test func repeatWithoutAutoreverseRestarts() {
        let timeline = AnimationTimeline(AnimationSpec.linear(duration: 0.5).repeatCount(2, autoreverses: false))
        #expect(abs(timeline.progress(at: 0.6) - 0.2) < 1e-12)
        #expect(timeline.totalDuration == 1)
        let once = AnimationTimeline(AnimationSpec.linear(duration: 0.5).repeatCount(0, autoreverses: true))
        #expect(once.totalDuration == 0.5)
    }

    @Test func repeatForever() {
        let ripple = AnimationTimeline(PastelTiming.micRipple)
        #expect(ripple.totalDuration == nil && !ripple.isFinished(at: 1_000))
        #expect(abs(ripple.progress(at: 1.5 * 7 + 0.75) - BezierCurve(.easeOut).progress(at: 0.5)) < 1e-9)
        let breathing = AnimationTimeline(AnimationSpec.linear(duration: 1).repeatForever(autoreverses: true))
        #expect(abs(breathing.progress(at: 5.25) - 0.75) < 1e-12)
        #expect(abs(breathing.progress(at: 4.25) - 0.25) < 1e-12)
    }

    @Test func springsRunUntilTheirSettlingDuration() {
        let spring = DampedSpring(.interpolating(stiffness: 130, damping: 12))
        let timeline = AnimationTimeline(AnimationSpec.spring(.interpolating(stiffness: 130, damping: 12)))
        #expect(timeline.progress(at: 0.2) == spring.value(at: 0.2))
        #expect(timeline.totalDuration == spring.settlingDuration)
        #expect(timeline.progress(at: spring.settlingDuration) == 1)
        #expect(abs(timeline.progress(at: spring.settlingDuration - 1e-6) - 1) < 0.001)
    }

    @Test func springsKeepAnInitialVelocityInWallClockUnits() {
        let spec = AnimationSpec.spring(.smooth(duration: 0.4)).speed(2)
        let timeline = AnimationTimeline(spec, initialVelocity: 3)
        let spring = DampedSpring(.smooth(duration: 0.4))
        #expect(timeline.progress(at: 0.1) == spring.value(at: 0.2, initialVelocity: 1.5))
        #expect(AnimationTimeline(AnimationSpec.linear(duration: 1), initialVelocity: 5).progress(at: 0.5) == 0.5)
    }

    @Test func badInput() {
        let timeline = AnimationTimeline(AnimationSpec.linear(duration: 1))
        #expect(timeline.progress(at: .nan) == 0 && timeline.progress(at: -3) == 0)
        #expect(timeline.progress(at: .infinity) == 1)
        let odd = AnimationTimeline(AnimationSpec(.timing(.linear, duration: .nan), delay: .nan, speed: -2))
        #expect(odd.totalDuration == 0 && odd.progress(at: 0.1) == 1)
        let undamped = AnimationTimeline(AnimationSpec.spring(.interpolating(stiffness: 100, damping: 0)))
        #expect(undamped.totalDuration == nil && undamped.progress(at: 0.3).isFinite)
        let forever = AnimationTimeline(AnimationSpec.linear(duration: 0).repeatForever())
        #expect(forever.progress(at: 1) == 1)
    }
}
