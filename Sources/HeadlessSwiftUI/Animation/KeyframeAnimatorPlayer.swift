import Foundation

/// Plays a `KeyframeAnimator` on the clock of a `TimelineView`: a run starts when the view appears
/// (repeating) or when the trigger changes, from the value the animator holds then.
@MainActor
struct KeyframeAnimatorPlayer<Value, Content: View>: View {
    let initialValue: Value
    let trigger: AnimatorTrigger?
    let repeating: Bool
    let content: (Value) -> Content
    let timeline: (Value) -> KeyframeTimeline<Value>
    @State private var run: KeyframeRun<Value>?
    @State private var clock = KeyframeClock()

    var body: some View {
        TimelineView(.animation) { context in
            frame(at: context.date.timeIntervalSinceReferenceDate)
        }
        .onAppear {
            if trigger == nil, repeating { run = KeyframeRun(start: clock.now, timeline: timeline(initialValue)) }
        }
        .onChange(of: trigger) {
            let now = clock.now
            run = KeyframeRun(start: now, timeline: timeline(value(at: now)))
        }
    }

    private func frame(at now: TimeInterval) -> Content {
        clock.now = now
        return content(value(at: now))
    }

    /// The animator's value at `now`: the initial value before any run; then the run's, looped for
    /// an animator without a trigger (its only run is the repeating one it starts on appearing).
    private func value(at now: TimeInterval) -> Value {
        guard let run else { return initialValue }
        var elapsed = now - run.start
        let duration = run.timeline.duration
        if trigger == nil, duration > 0 { elapsed = elapsed.truncatingRemainder(dividingBy: duration) }
        return run.timeline.value(time: elapsed)
    }
}

/// One run of an animator's keyframes: when it started, and along what.
struct KeyframeRun<Value> {
    let start: TimeInterval
    let timeline: KeyframeTimeline<Value>
}

/// The time of the animator's last frame, which a trigger's change starts its run at.
final class KeyframeClock {
    var now: TimeInterval = 0
}
