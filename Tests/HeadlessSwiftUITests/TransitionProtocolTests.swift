import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// iOS 17's `Transition` protocol (Apple: "When a view is appearing with a transition, the
/// transition will first be shown with the `willAppear` phase, then will be immediately moved to
/// the `identity` phase. When a view is being removed, its transition is changed from the
/// `identity` phase to the `didDisappear` phase"; `TransitionPhase.value` is −1, 0 and 1), the
/// built-in transitions as `Transition` values, and `.blurReplace` (decision D240). Animated with
/// `.linear(duration: 1)`.
@MainActor
struct TransitionProtocolTests {
    /// Turns a quarter to the phase's side and fades: −90° as it appears, 90° as it leaves.
    struct Swing: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.rotationEffect(.degrees(phase.value * 90)).opacity(phase.isIdentity ? 1 : 0)
        }
    }

    struct Probe: View {
        @State private var shown = false

        var body: some View {
            VStack {
                if shown {
                    Text("Swing").transition(Swing())
                    Text("Blur").transition(.blurReplace)
                    Text("Fade").transition(.opacity)
                    Text("Grow").transition(.scale(0.5).combined(with: .opacity))
                    Text("Swing and fade").transition(Swing().combined(with: .opacity))
                    Text("Fade in, shrink out").transition(AsymmetricTransition(insertion: .opacity, removal: .scale(0.5)))
                }
                Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            }
        }
    }

    @Test func aPhaseValueIsMinusOneZeroOrOne() {
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.value == 0 && TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
    }

    @Test func anInsertedViewMovesFromItsWillAppearLook() throws {
        let host = ViewHost(Probe())
        try host.tap("Toggle")
        let swing = try #require(host.item(drawing: "Swing", at: 0))
        #expect(swing.rotationDegrees == -90 && swing.opacity == 0)
        let halfway = try #require(host.item(drawing: "Swing", at: 0.5))
        #expect(abs(halfway.rotationDegrees + 45) < 1e-9 && abs(halfway.opacity - 0.5) < 1e-9)
        #expect(try #require(host.item(drawing: "Swing", at: 1)).rotationDegrees == 0)
        // Built-in values animate as their AnyTransition forms: a fade and a half-size scale.
        #expect(try #require(host.item(drawing: "Fade", at: 0)).opacity == 0)
        let grow = try #require(host.item(drawing: "Grow", at: 0))
        #expect(grow.scale == CGSize(width: 0.5, height: 0.5) && grow.opacity == 0)
        // Blur replace: transparent, 80% and blurred as it enters; itself at rest.
        let blur = try #require(host.item(drawing: "Blur", at: 0))
        #expect(blur.opacity == 0 && abs(blur.scale.width - 0.8) < 1e-9)
        let settled = try #require(host.item(drawing: "Blur", at: 1))
        #expect(settled.opacity == 1 && settled.scale == CGSize(width: 1, height: 1) && settled.groups.isEmpty)
    }

    /// A removed view moves to its `didDisappear` look: the swing turns the other way, to 90°.
    @Test func aRemovedViewMovesToItsDidDisappearLook() throws {
        let host = ViewHost(Probe())
        try host.tap("Toggle")
        host.advance(to: 2)
        try host.tap("Toggle")
        let halfway = try #require(host.item(drawing: "Swing", at: 2.5))
        #expect(abs(halfway.rotationDegrees - 45) < 1e-9 && abs(halfway.opacity - 0.5) < 1e-9)
        // Combined with a fade, the swing still leaves by its own side.
        let combined = try #require(host.item(drawing: "Swing and fade", at: 2.5))
        #expect(abs(combined.rotationDegrees - 45) < 1e-9, "\(combined.rotationDegrees)")
    }

    /// iOS 17's `AsymmetricTransition` enters with its insertion (a fade) and leaves with its
    /// removal (a half-size scale), each alone.
    @Test func anAsymmetricTransitionEntersAndLeavesEachItsOwnWay() throws {
        let host = ViewHost(Probe())
        try host.tap("Toggle")
        let entering = try #require(host.item(drawing: "Fade in, shrink out", at: 0.5))
        #expect(abs(entering.opacity - 0.5) < 1e-9 && entering.scale == CGSize(width: 1, height: 1))
        host.advance(to: 2)
        try host.tap("Toggle")
        let leaving = try #require(host.item(drawing: "Fade in, shrink out", at: 2.5))
        #expect(leaving.opacity == 1 && abs(leaving.scale.width - 0.75) < 1e-9, "\(leaving.opacity) \(leaving.scale)")
    }

    /// Applied by hand (`apply(content:phase:)`), an asymmetric transition draws its insertion's
    /// look until the view leaves, then its removal's.
    @Test func anAsymmetricTransitionsBodyIsEachSidesLook() throws {
        let transition = AsymmetricTransition(insertion: .opacity, removal: .scale(0.5))
        let appearing = try #require(ViewHost(transition.apply(content: Text("Side"), phase: .willAppear)).item(drawing: "Side", at: 0))
        #expect(appearing.opacity == 0 && appearing.scale == CGSize(width: 1, height: 1))
        let leaving = try #require(ViewHost(transition.apply(content: Text("Side"), phase: .didDisappear)).item(drawing: "Side", at: 0))
        #expect(leaving.opacity == 1 && leaving.scale == CGSize(width: 0.5, height: 0.5))
    }

    /// `AnyTransition(_:)` keeps a built-in transition's kind, so it animates as before.
    @Test func aBuiltInTransitionKeepsItsKind() {
        guard case .opacity = AnyTransition(OpacityTransition()).kind else {
            Issue.record("an opacity transition is not a fade")
            return
        }
        guard case let .scale(scale, anchor) = AnyTransition(ScaleTransition(0.3, anchor: .top)).kind else {
            Issue.record("a scale transition is not a scale")
            return
        }
        #expect(scale == 0.3 && anchor == .top)
    }
}
