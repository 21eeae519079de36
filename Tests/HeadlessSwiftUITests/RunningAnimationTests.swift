import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// What becomes of an animation in flight when the view updates again before it ends. An update
/// that leaves the value where it is headed does not touch it, with or without an animation of
/// its own (Apple, "Animations": an animation applies to the changes of its transaction, so a
/// later, unrelated change does not restart, retime or stop it); a change of the value without an
/// animation sets it at once. Several views leaving together are all drawn as they leave.
@MainActor
struct RunningAnimationTests {
    struct FadingCard: View {
        @State private var faded = false
        @State private var taps = 0
        var body: some View {
            VStack {
                Color(red: 0, green: 0, blue: 1).frame(width: 100, height: 40).opacity(faded ? 0 : 1)
                Text("Taps \(taps)")
                Button("Fade") { withAnimation(.linear(duration: 1)) { faded = true } }
                Button("Count") { taps += 1 }
                Button("Count springily") { withAnimation(.spring(duration: 0.2)) { taps += 1 } }
                Button("Show") { faded = false }
                Button("Show springily") { withAnimation(.spring(duration: 0.2, bounce: 0)) { faded = false } }
            }
        }
    }

    func card(_ host: ViewHost, at time: TimeInterval) throws -> DisplayItem {
        try #require(host.displayList(on: .iPhone16, at: time).first { $0.frame.size == CGSize(width: 100, height: 40) })
    }

    /// A card fading under a linear second, met at 0.5 s by a tap on `button`.
    func fadeMet(by button: String) throws -> ViewHost {
        let host = ViewHost(FadingCard())
        try host.tap("Fade")
        host.advance(to: 0.5)
        try host.tap(button)
        return host
    }

    @Test(arguments: ["Count", "Count springily"])
    func anUnrelatedUpdateLeavesTheFadeRunning(button: String) throws {
        let host = try fadeMet(by: button)
        #expect(host.accessibilityElements.map(\.label).contains("Taps 1"))
        #expect(abs(try card(host, at: 0.75).opacity - 0.25) < 1e-6)
        #expect(abs(try card(host, at: 1.5).opacity) < 1e-6)
    }

    @Test func aChangeWithoutAnimationSetsTheValueAtOnce() throws {
        let host = try fadeMet(by: "Show")
        #expect(abs(try card(host, at: 0.5).opacity - 1) < 1e-6)
        #expect(abs(try card(host, at: 0.75).opacity - 1) < 1e-6)
    }

    /// A spring that meets a value in flight takes over from where it is, keeping its velocity
    /// (Apple, WWDC23 "Animate with springs": springs retarget smoothly, velocity preserved), rather
    /// than adding to the animation it meets as a timing curve does. The fade under a linear second
    /// is at 0.5 moving at −1 per second when `spring(duration: 0.2, bounce: 0)` sends it back to 1:
    /// critically damped at ω = 2π / 0.2, it is at 1 − 0.5 · (1 + (ω + 2) · 0.1) · e^(−0.1 ω) =
    /// 0.9062 a tenth of a second later (added to the fade it would be past 1).
    @Test func aSpringTakesOverFromWhereTheValueIs() throws {
        let host = try fadeMet(by: "Show springily")
        #expect(abs(try card(host, at: 0.5).opacity - 0.5) < 1e-6)
        let omega = 2 * Double.pi / 0.2
        let expected = 1 - 0.5 * (1 + (omega + 2) * 0.1) * exp(-0.1 * omega)
        #expect(abs(try card(host, at: 0.6).opacity - expected) < 1e-3)
    }

    struct Pair: View {
        @State private var shows = true
        var body: some View {
            VStack {
                if shows {
                    Text("First leaving").transition(.opacity)
                    Text("Second leaving").transition(.opacity)
                }
                Button("Hide") { withAnimation(.linear(duration: 1)) { shows = false } }
            }
        }
    }

    @Test func viewsLeavingTogetherAreAllDrawnLeaving() throws {
        let host = ViewHost(Pair())
        try host.tap("Hide")
        let drawn = host.displayList(on: .iPhone16, at: 0.5).compactMap { item -> (String, Double)? in
            if case let .text(text) = item.content, text.string.hasSuffix("leaving") { (text.string, item.opacity) } else { nil }
        }
        #expect(drawn.map(\.0).sorted() == ["First leaving", "Second leaving"])
        #expect(drawn.allSatisfy { abs($0.1 - 0.5) < 1e-6 })
    }

    struct Mover: View {
        let transition: AnyTransition
        /// Whether the button's change is made `withAnimation`; else the transition brings its own.
        var withTransaction = true
        @State private var shows = true
        var body: some View {
            VStack {
                if shows { Text("Moving away").transition(transition) }
                Button("Hide") {
                    if withTransaction { withAnimation(.linear(duration: 1)) { shows = false } } else { shows = false }
                }
            }
        }
    }

    /// A transition that moves a view by its own size needs its frame: the host lays the tree out
    /// before the update that removes it, also when nothing was drawn before it (decisions.md,
    /// transitions): moved toward the trailing edge, alone, combined, as the removal of an
    /// asymmetric transition or with an animation of its own (`AnyTransition.animation(_:)`, the
    /// change made with none), the text is half its own width to the right at 0.5 s.
    @Test(arguments: ["move", "combined", "asymmetric", "own animation"])
    func aMoveIsMeasuredBeforeTheUpdateThatRemovesTheView(kind: String) throws {
        let transition: AnyTransition =
            switch kind {
            case "move": .move(edge: .trailing)
            case "combined": .opacity.combined(with: .move(edge: .trailing))
            case "asymmetric": .asymmetric(insertion: .opacity, removal: .move(edge: .trailing))
            default: .move(edge: .trailing).animation(.linear(duration: 1))
            }
        let host = ViewHost(Mover(transition: transition, withTransaction: kind != "own animation"))
        try host.tap("Hide")
        let text = try #require(host.item(drawing: "Moving away", at: 0.5))
        #expect(abs(text.offset.width - text.frame.width / 2) < 1e-6, "\(text.offset)")
    }
}
