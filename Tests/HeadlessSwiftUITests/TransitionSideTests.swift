import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// Transitions the host animates on insertion and removal (Apple, `AnyTransition`): `.slide`
/// enters from the leading edge, a modifier transition moves between its active and identity
/// modifiers both ways, also combined with another transition; a pop returns the page under it
/// from a third of the way out, also when that page was never pushed by this host (D39).
@MainActor
struct TransitionSideTests {
    @MainActor
    struct Shifted: ViewModifier {
        let x: CGFloat
        func body(content: Content) -> some View { content.offset(x: x) }
    }

    @MainActor
    struct Faded: ViewModifier {
        let amount: Double
        func body(content: Content) -> some View { content.opacity(amount) }
    }

    struct Toggled: View {
        let transition: AnyTransition
        @State var shows: Bool
        var body: some View {
            VStack {
                if shows { Text("Moving part").transition(transition) }
                Button("Toggle") { withAnimation(.linear(duration: 1)) { shows.toggle() } }
            }
        }
    }

    @Test func aSlideEntersFromTheLeadingEdge() throws {
        let host = ViewHost(Toggled(transition: .slide, shows: false))
        try host.tap("Toggle")
        let half = try #require(host.item(drawing: "Moving part", at: 0.5))
        #expect(abs(half.offset.width + half.frame.width / 2) < 1e-6, "\(half.offset)")
    }

    @Test func aModifierTransitionLeavesThroughItsActiveModifier() throws {
        let host = ViewHost(Toggled(transition: .modifier(active: Faded(amount: 0), identity: Faded(amount: 1)), shows: true))
        try host.tap("Toggle")
        let half = try #require(host.item(drawing: "Moving part", at: 0.5))
        #expect(abs(half.opacity - 0.5) < 1e-6, "\(half.opacity)")
    }

    @Test func aCombinedModifierTransitionEntersThroughItsActiveModifier() throws {
        let transition = AnyTransition.modifier(active: Shifted(x: 40), identity: Shifted(x: 0)).combined(with: .opacity)
        let host = ViewHost(Toggled(transition: transition, shows: false))
        try host.tap("Toggle")
        let half = try #require(host.item(drawing: "Moving part", at: 0.5))
        #expect(abs(half.offset.width - 20) < 1e-6 && abs(half.opacity - 0.5) < 1e-6, "\(half.offset), \(half.opacity)")
    }

    /// Apple, `push(from:)`: insertion moves the view "in from the specified edge while fading it
    /// in", removal "out towards the opposite edge" while fading it out.
    @Test func aPushEntersFromItsEdgeAndLeavesTowardTheOpposite() throws {
        let entering = ViewHost(Toggled(transition: .push(from: .trailing), shows: false))
        try entering.tap("Toggle")
        let inserted = try #require(entering.item(drawing: "Moving part", at: 0.5))
        #expect(inserted.offset.width > 0 && abs(inserted.opacity - 0.5) < 1e-6, "\(inserted.offset), \(inserted.opacity)")
        let leaving = ViewHost(Toggled(transition: .push(from: .trailing), shows: true))
        try leaving.tap("Toggle")
        let removed = try #require(leaving.item(drawing: "Moving part", at: 0.5))
        #expect(removed.offset.width < 0 && abs(removed.opacity - 0.5) < 1e-6, "\(removed.offset), \(removed.opacity)")
        #expect(abs(removed.offset.width + inserted.offset.width) < 1e-6)
    }

    struct StartedPushed: View {
        @State private var open = true
        var body: some View {
            NavigationStack {
                Text("Home page")
                    .navigationDestination(isPresented: $open) {
                        Button("Close") { withAnimation(.linear(duration: 1)) { open = false } }
                    }
            }
        }
    }

    /// The stack starts with its page pushed: popped under `linear(duration: 1)`, the home page
    /// comes back from a third of the 393 pt screen out, a sixth at 0.5 s.
    @Test func aPopReturnsAPageNeverPushedHereFromAThirdOut() throws {
        let host = ViewHost(StartedPushed())
        try host.tap("Close")
        let home = try #require(host.item(drawing: "Home page", at: 0.5))
        #expect(abs(home.offset.width + 393.0 / 6) < 1e-6, "\(home.offset)")
    }
}
