import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// `PhaseAnimator` played over time. Apple's documentation: without a trigger the animator "cycles
/// through a sequence of phases continuously, animating updates to a view on each phase change";
/// with one it cycles "in response to changes in a specified value"; the animation closure gives
/// "the animation to use when transitioning to the next phase" (the phase moved to is passed in,
/// as in WWDC23 "Wind your way through advanced animations"). A bar 10 pt wide per unit of the
/// phase shows where the animator is.
@MainActor
struct PhaseAnimatorTests {

    /// A bar cycling through the phases 1 and 3 without a trigger, each move under `animation`.
    func bar(_ animation: @escaping (Double) -> Animation?) -> ViewHost {
        ViewHost(PhaseAnimator([1.0, 3.0], content: { phase in Color.blue.frame(width: 10 * phase, height: 10) }, animation: animation))
    }

    @Test func withoutATriggerItCyclesThroughThePhasesOverAndOver() throws {
        let host = bar { _ in .linear(duration: 1) }
        #expect(abs(try host.barWidth(at: 0) - 10) < 1e-6)
        // Up to 30 over the first second, down to 10 over the next, up again.
        #expect(abs(try host.barWidth(at: 0.25) - 15) < 1e-6)
        #expect(abs(try host.barWidth(at: 1.25) - 25) < 1e-6)
        #expect(abs(try host.barWidth(at: 2.25) - 15) < 1e-6)
        #expect(abs(try host.barWidth(at: 3.75) - 15) < 1e-6)
    }

    @Test func eachMoveTakesTheAnimationOfThePhaseItMovesTo() throws {
        let host = bar { phase in phase == 3 ? .linear(duration: 2) : .linear(duration: 0.5) }
        // Two seconds up, half a second down.
        #expect(abs(try host.barWidth(at: 1) - 20) < 1e-6)
        #expect(abs(try host.barWidth(at: 2.25) - 20) < 1e-6)
        #expect(abs(try host.barWidth(at: 2.5) - 10) < 1e-6)
    }

    struct Triggered: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                Button("Go") { taps += 1 }
                Color.blue.frame(height: 10)
                    .phaseAnimator([1.0, 2.0, 3.0], trigger: taps) { content, phase in
                        content.frame(width: 10 * phase)
                    } animation: { _ in
                        .linear(duration: 1)
                    }
            }
        }
    }

    @Test func aTriggerRunsThroughThePhasesOnceBackToTheFirst() throws {
        let host = ViewHost(Triggered())
        // At rest in the first phase until the trigger changes.
        #expect(abs(try host.barWidth(at: 2) - 10) < 1e-6)
        try host.tap("Go")
        #expect(abs(try host.barWidth(at: 2.5) - 15) < 1e-6)
        #expect(abs(try host.barWidth(at: 3.5) - 25) < 1e-6)
        #expect(abs(try host.barWidth(at: 4.5) - 20) < 1e-6)
        // Back in the first phase, where it stays.
        #expect(abs(try host.barWidth(at: 5) - 10) < 1e-6)
        #expect(abs(try host.barWidth(at: 7.5) - 10) < 1e-6)
    }

    @Test func phasesThatAllMoveAtOnceDoNotSpin() throws {
        let host = bar { _ in nil }
        // The clock still moves on, and the content is drawn in one of its phases.
        #expect([10, 30].contains(try host.barWidth(at: 5)))
        #expect(host.time == 5)
    }
}
