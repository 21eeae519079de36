import Foundation
import HeadlessRuntime
import HeadlessSwiftUI
import SwiftUICorpus
import Testing

@MainActor
struct TimelineTests {
    @Test func explicitAnimationFollowsItsCurve() throws {
        let host = ViewHost(FadeProbe())
        host.advance(to: 2)
        try host.tap("Fade")
        #expect(host.value(.opacity, at: 2) == 1)
        // easeInOut at a quarter of its 1 s duration: 0.129162 of the way from 1 to 0.
        #expect(abs(host.value(.opacity, at: 2.25)! - (1 - 0.129162)) < 1e-6)
        #expect(host.value(.opacity, at: 3) == 0)
        #expect(host.value(.opacity) == 1, "the clock is still at 2 s")
    }

    @Test func repeatForeverStartsOnAppear() {
        let host = ViewHost(RippleProbe())
        let quarter = host.value(.scaleX, at: 0.375)!
        // easeOut at 25% is 0.378138 of the way from 0.2 to 1.6; the next cycle repeats it.
        #expect(abs(quarter - (0.2 + 1.4 * 0.378138)) < 1e-5)
        #expect(abs(host.value(.scaleX, at: 1.5 + 0.375)! - quarter) < 1e-9)
    }

    @Test func implicitAnimationOverridesTheTransaction() throws {
        let host = ViewHost(SampleScreen())
        // The ring fills on appear; once it has settled, a tap moves it on.
        host.advance(to: 3)
        let before = try #require(host.value(.trimTo))
        try host.tap("Log 100 calories")
        let after = 1950.0 / 2300
        #expect(abs(before - 1850.0 / 2300) < 1e-6)
        // The ring's `.animation(.spring(response: 0.5, dampingFraction: 0.82), value:)` wins: it
        // overshoots its target, which the transaction's easeOut never does.
        let peak = stride(from: 3.0, through: 4.0, by: 0.01).map { host.value(.trimTo, at: $0)! }.max()!
        #expect(peak > after)
        #expect(abs(host.value(.trimTo, at: 8)! - after) < 1e-6)
    }

    @Test func hapticsAreLoggedWithTheirTime() throws {
        let host = ViewHost(HapticProbe())
        try host.tap("Step")
        host.advance(to: 0.5)
        try host.tap("Step")
        #expect(host.hapticsLog == [HapticEvent(feedback: "impact.light", time: 0), HapticEvent(feedback: "impact.light", time: 0.5)])
    }
}

@MainActor
struct FadeProbe: View {
    @State private var visible = true

    var body: some View {
        VStack {
            Text("Hello").opacity(visible ? 1 : 0)
            Button("Fade") { withAnimation(.easeInOut(duration: 1)) { visible = false } }
        }
    }
}

@MainActor
struct RippleProbe: View {
    @State private var ripple = false

    var body: some View {
        Circle()
            .scaleEffect(ripple ? 1.6 : 0.2)
            .onAppear {
                withAnimation(.easeOut(duration: 1.5).repeatForever(autoreverses: false)) { ripple = true }
            }
    }
}

@MainActor
struct HapticProbe: View {
    @State private var steps = 0

    var body: some View {
        Button("Step") { steps += 1 }
            .sensoryFeedback(.impact(weight: .light), trigger: steps)
    }
}

@MainActor
struct TransitionTests {
    @Test func insertionAndRemovalFollowTheTransition() throws {
        let host = ViewHost(TransitionProbe())
        try host.tap("Toggle")
        // 000 §8's push: opacity combined with a 12 pt rise, under easeInOut(0.6): halfway at 0.3 s.
        #expect(abs(host.value(.opacity, at: 0.3)! - 0.5) < 1e-6)
        #expect(abs(host.value(.offsetY, at: 0.3)! - 6) < 1e-6)
        #expect(host.value(.opacity, at: 0.6) == 1)
        host.advance(to: 1)
        try host.tap("Toggle")
        #expect(!host.accessibilityElements.map(\.label).contains("Detail"))
        #expect(abs(host.value(.opacity, at: 1.3)! - 0.5) < 1e-6)
        #expect(host.value(.opacity, at: 2) == nil, "gone once its removal has finished")
    }
}

@MainActor
struct TransitionProbe: View {
    @State private var shown = false

    var body: some View {
        VStack {
            if shown {
                Text("Detail").transition(.opacity.combined(with: .offset(y: 12)))
            }
            Button("Toggle") { withAnimation(.easeInOut(duration: 0.6)) { shown.toggle() } }
        }
    }
}

@MainActor
struct TimelineViewTests {
    @Test func timelineViewsRedrawWithTheClock() {
        let host = ViewHost(TimelineView(.animation) { context in Text("\(Int(context.date.timeIntervalSinceReferenceDate * 1000)) ms") })
        #expect(host.accessibilityElements.map(\.label) == ["0 ms"])
        host.advance(to: 0.25)
        #expect(host.accessibilityElements.map(\.label) == ["250 ms"])
    }
}

@MainActor
struct RetargetTests {
    @Test func timingCurvesStartedMidFlightAddUp() throws {
        let host = ViewHost(AdditiveProbe())
        try host.tap("One")
        host.advance(to: 0.3)
        try host.tap("Two")
        // easeInOut(0.6) from 0 to 1 runs on; linear(0.6) from 0.3 s adds the next 1 on top.
        // At 0.45 s: easeInOut at 75% (0.870838, by bisection) + linear at 25%.
        #expect(abs(host.value(.offsetX, at: 0.45)! - (0.8708380689526802 + 0.25)) < 1e-6)
        #expect(abs(host.value(.offsetX, at: 0.6)! - 1.5) < 1e-6)
        #expect(host.value(.offsetX, at: 0.9) == 2)
    }

    @Test func aRetargetedSpringKeepsItsVelocity() throws {
        let host = ViewHost(SpringProbe())
        try host.tap("Move")
        host.advance(to: 0.1)
        let midway = host.value(.offsetX)!
        let speed = (host.value(.offsetX, at: 0.1)! - host.value(.offsetX, at: 0.099)!) / 0.001
        try host.tap("Move")
        // Just after the retarget the value keeps moving the same way, at nearly the same speed.
        let after = (host.value(.offsetX, at: 0.101)! - host.value(.offsetX, at: 0.1)!) / 0.001
        #expect(host.value(.offsetX, at: 0.1)! == midway)
        #expect(speed > 0 && after > 0)
        #expect(abs(after - speed) / speed < 0.05)
        #expect(abs(host.value(.offsetX, at: 5)! - 200) < 1e-3)
    }
}

@MainActor
struct AdditiveProbe: View {
    @State private var x = 0.0

    var body: some View {
        VStack {
            Text("Mover").offset(x: x)
            Button("One") { withAnimation(.easeInOut(duration: 0.6)) { x = 1 } }
            Button("Two") { withAnimation(.linear(duration: 0.6)) { x = 2 } }
        }
    }
}

@MainActor
struct SpringProbe: View {
    @State private var target = 0.0

    var body: some View {
        Button("Move") { withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { target += 100 } }
            .offset(x: target)
    }
}

@MainActor
struct MovingTransitionTests {
    @Test func moveAndSlideTravelTheViewsOwnSize() throws {
        let host = ViewHost(MoveProbe())
        try host.tap("Toggle")
        // "Detail" is 6 × 8.5 = 51 pt wide in the fixed-advance measurer; .move(edge: .leading) starts one width left.
        #expect(host.value(.offsetX, at: 0) == -51)
        #expect(host.value(.offsetX, at: 1) == 0)
        host.advance(to: 2)
        try host.tap("Toggle")
        // .slide leaves by the trailing edge (the asymmetric removal here): halfway at 2.5 s, gone at 3 s.
        #expect(host.value(.offsetX, at: 2.5) == 25.5)
        #expect(host.value(.offsetX, at: 3) == nil)
    }
}

@MainActor
struct MoveProbe: View {
    @State private var shown = false

    var body: some View {
        VStack {
            if shown {
                Text("Detail").transition(.asymmetric(insertion: .move(edge: .leading), removal: .slide))
            }
            Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
        }
    }
}
