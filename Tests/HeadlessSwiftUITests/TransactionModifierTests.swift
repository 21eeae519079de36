import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// Which animation a change takes: SwiftUI passes the transaction down the tree, so the modifier
/// nearest a view decides. `transaction(_:)` ("Applies the given transaction mutation function to
/// all animations used within the view") changes it for the views inside, `transaction(value:_:)`
/// only when its value changes, and an `.animation(_:value:)` inside another wins for its own
/// subtree.
@MainActor
struct TransactionModifierTests {
    /// A square whose opacity changes with a tap under a 1 s linear animation, wrapped as asked.
    struct Fader<Wrapped: View>: View {
        @State private var faded = false
        let wrap: (AnyView, Bool) -> Wrapped

        var body: some View {
            VStack {
                wrap(AnyView(Color.red.frame(width: 50, height: 50).opacity(faded ? 0 : 1)), faded)
                Button("Fade") { withAnimation(.linear(duration: 1)) { faded.toggle() } }
            }
        }
    }

    /// A square whose opacity `animation(_:body:)` animates over 1 s: a tap with no animation of
    /// its own fades it.
    struct ScopedFader: View {
        @State private var faded = false

        var body: some View {
            VStack {
                Color.red.frame(width: 50, height: 50).animation(.linear(duration: 1)) { $0.opacity(faded ? 0 : 1) }
                Button("Fade") { faded.toggle() }
            }
        }
    }

    /// iOS 17's `animation(_:body:)` animates the modifiers its body applies: halfway at 0.5 s,
    /// where the same change with no animation jumps.
    @Test func aScopedAnimationAnimatesTheModifiersOfItsBody() throws {
        let host = ViewHost(ScopedFader())
        try host.tap("Fade")
        #expect(try abs(#require(host.value(.opacity, atNodeEndingWith: "", at: 0.5)) - 0.5) < 1e-9)
        #expect(try #require(host.value(.opacity, atNodeEndingWith: "", at: 1)) == 0)
    }

    func opacity(halfwayThrough wrap: @escaping (AnyView, Bool) -> some View) throws -> Double {
        let host = ViewHost(Fader(wrap: wrap))
        try host.tap("Fade")
        return try #require(host.value(.opacity, atNodeEndingWith: "", at: 0.5))
    }

    /// Unwrapped, the fade is halfway at 0.5 s; a transaction that drops the animation makes it
    /// jump; one that slows it to 2 s leaves it a quarter of the way.
    @Test func aTransactionChangesTheAnimationInside() throws {
        #expect(try abs(opacity { view, _ in view } - 0.5) < 1e-9)
        #expect(try opacity { view, _ in view.transaction { $0.animation = nil } } == 0)
        #expect(try abs(opacity { view, _ in view.transaction { $0.animation = .linear(duration: 2) } } - 0.75) < 1e-9)
    }

    /// `transaction(value:_:)` applies only when its value changes: watching the faded state it
    /// drops the animation; watching a constant it leaves the fade alone.
    @Test func aValueTransactionAppliesWhenItsValueChanges() throws {
        #expect(try opacity { view, faded in view.transaction(value: faded) { $0.animation = nil } } == 0)
        #expect(try abs(opacity { view, _ in view.transaction(value: 1) { $0.animation = nil } } - 0.5) < 1e-9)
    }

    /// An `.animation(_:value:)` nearer the view wins over one around it: the inner 2 s linear
    /// fade leaves it three quarters opaque at 0.5 s where the outer 0.5 s one would have ended it.
    @Test func theNearestAnimationModifierWins() throws {
        let nested = try opacity { view, faded in
            view.animation(.linear(duration: 2), value: faded).animation(.linear(duration: 0.5), value: faded)
        }
        #expect(abs(nested - 0.75) < 1e-9)
        // A transaction inside an animation modifier has the last word for its content.
        let silenced = try opacity { view, faded in
            view.transaction { $0.animation = nil }.animation(.linear(duration: 2), value: faded)
        }
        #expect(silenced == 0)
    }
}
