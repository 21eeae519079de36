import Foundation
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// `withAnimation(_:completionCriteria:_:completion:)`: the handler runs when the animation ends on
/// the virtual clock, and what it changes animates from that moment.
@MainActor
struct AnimationCompletionTests {
    @MainActor
    struct TwoHalves: View {
        @State private var angle = 0.0
        @State private var halves = 0

        var body: some View {
            VStack {
                Text("Halves \(halves)")
                Rectangle()
                    .frame(width: 100, height: 100)
                    .rotationEffect(.degrees(angle))
            }
            .onTapGesture {
                withAnimation(.easeIn(duration: 0.25)) {
                    angle = 90
                } completion: {
                    halves += 1
                    withAnimation(.easeOut(duration: 0.25)) {
                        angle = 180
                    } completion: {
                        halves += 1
                    }
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Flip")
        }
    }

    @Test func completionRunsAtTheEndAndChainsFromThere() throws {
        let host = ViewHost(TwoHalves())
        try host.tap("Flip")
        func angle(at time: TimeInterval) -> Double {
            host.advance(to: time)
            return host.displayList(on: .iPhone16, at: time).first { if case .shape = $0.content { true } else { false } }?.rotationDegrees
                ?? .nan
        }
        func halves() -> String? {
            host.displayList(on: .iPhone16, at: host.time).lazy.compactMap {
                if case let .text(text) = $0.content { text.string } else { nil }
            }.first
        }
        #expect(halves() == "Halves 0")
        #expect(abs(angle(at: 0.25) - 90) < 1e-9)
        #expect(halves() == "Halves 1")
        // The second half starts at 0.25 s: an ease-out quarter in, it is past the linear midpoint.
        let mid = angle(at: 0.375)
        #expect(mid > 135 && mid < 180)
        #expect(abs(angle(at: 0.5) - 180) < 1e-9)
        #expect(halves() == "Halves 2")
    }

    @Test func withoutAnAnimationTheHandlerRunsOnTheNextTick() throws {
        let log = Log()
        let host = ViewHost(Counter(log: log))
        try host.tap("Add")
        #expect(log.completions == 0)
        host.advance(to: 0)
        #expect(log.completions == 1)
    }

    /// A transaction that changes two states runs its handler once (Apple: the completion "runs
    /// when the animations of the changes in the body are complete"), not once per state.
    @Test func aTransactionOfTwoChangesCompletesOnce() throws {
        let log = Log()
        let host = ViewHost(Pair(log: log))
        try host.tap("Both")
        host.advance(to: 2)
        #expect(log.completions == 1)
    }

    /// Handlers due at the same moment run in the order their transactions were made: three
    /// taps at the same instant, each animating for a second.
    @Test func handlersDueTogetherRunInOrder() throws {
        let log = Log()
        let host = ViewHost(Letters(log: log))
        for _ in 0..<3 { try host.tap("Next") }
        #expect(log.order.isEmpty)
        host.advance(to: 2)
        #expect(log.order == ["a", "b", "c"])
    }

    final class Log {
        var completions = 0
        var order: [String] = []
    }

    @MainActor
    struct Letters: View {
        let log: Log
        @State private var count = 0

        var body: some View {
            Button("Next \(count)") {
                let name = ["a", "b", "c"][count % 3]
                withAnimation(.linear(duration: 1)) {
                    count += 1
                } completion: {
                    log.order.append(name)
                }
            }
            .accessibilityLabel("Next")
        }
    }

    @MainActor
    struct Pair: View {
        let log: Log
        @State private var left = 0
        @State private var right = 0

        var body: some View {
            Button("Both \(left) \(right)") {
                withAnimation(.linear(duration: 1)) {
                    left += 1
                    right += 1
                } completion: {
                    log.completions += 1
                }
            }
            .accessibilityLabel("Both")
        }
    }

    @MainActor
    struct Counter: View {
        let log: Log
        @State private var count = 0

        var body: some View {
            Button("Add \(count)") {
                withAnimation(nil) {
                    count += 1
                } completion: {
                    log.completions += 1
                }
            }
            .accessibilityLabel("Add")
        }
    }
}
