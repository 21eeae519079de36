import DesignTokens
import Motion
import Testing

struct TimingTests {
    @Test func knownBezierValues() {
        #expect(abs(BezierCurve(.easeInOut).progress(at: 0.25) - 0.129162) < 1e-6)
        #expect(abs(BezierCurve(.easeOut).progress(at: 0.25) - 0.378138) < 1e-6)
        #expect(abs(BezierCurve(.linear).progress(at: 0.3) - 0.3) < 1e-7)
        #expect(BezierCurve(.easeIn).progress(at: .nan) == 0)
        #expect(BezierCurve(.easeIn).progress(at: 2) == 1)
        #expect(abs(BezierCurve(.easeInOut).progress(at: 0.5) - 0.5) < 1e-7)
    }

    @Test func delayAndSpeed() {
        let timeline = AnimationTimeline(AnimationSpec.easeInOut(duration: 0.6).delay(0.2).speed(2))
        #expect(timeline.progress(at: 0.2) == 0)
        #expect(abs(timeline.progress(at: 0.35) - BezierCurve(.easeInOut).progress(at: 0.5)) < 1e-12)
        #expect(timeline.totalDuration == 0.5)
        #expect(timeline.isFinished(at: 0.5) && !timeline.isFinished(at: 0.49))
    }

    @Test func repeatCountWithAutoreverse() {
        let timeline = AnimationTimeline(AnimationSpec.linear(duration: 1).repeatCount(3, autoreverses: true))
        #expect(abs(timeline.progress(at: 0.25) - 0.25) < 1e-12)
        #expect(abs(timeline.progress(at: 1.25) - 0.75) < 1e-12)
        #expect(abs(timeline.progress(at: 2.25) - 0.25) < 1e-12)
        #expect(timeline.progress(at: 3.5) == 1)
        #expect(timeline.totalDuration == 3)
    }

    @Test func repeatForever() {
        let ripple = AnimationTimeline(PastelTiming.micRipple)
        #expect(ripple.totalDuration == nil)
        #expect(!ripple.isFinished(at: 1_000))
        #expect(abs(ripple.progress(at: 1.5 * 7 + 0.75) - BezierCurve(.easeOut).progress(at: 0.5)) < 1e-9)
        let breathing = AnimationTimeline(AnimationSpec.linear(duration: 1).repeatForever(autoreverses: true))
        #expect(abs(breathing.progress(at: 5.25) - 0.75) < 1e-12)
    }

    @Test func springTimelineFollowsTheSpring() {
        let spec = AnimationSpec.spring(.interpolating(stiffness: 130, damping: 12))
        let spring = DampedSpring(.interpolating(stiffness: 130, damping: 12))
        let timeline = AnimationTimeline(spec)
        #expect(timeline.progress(at: 0.2) == spring.value(at: 0.2))
        #expect(timeline.totalDuration == spring.settlingDuration)
    }
}
