import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// A binding carries a transaction (Apple: `Binding.transaction`, `transaction(_:)`,
/// `animation(_:)`): a write through `$flag.animation()` animates the views that read the flag,
/// as though the write were made in `withAnimation`, so `Toggle("Animate", isOn: $animate.animation())`
/// fades what the toggle shows. A property's binding derived from it keeps the transaction.
@MainActor
struct BindingTransactionTests {
    struct Panel: Equatable {
        var faded = false
    }

    /// A square faded by a button in a child view that writes through the binding it is given.
    struct Parent: View {
        @State private var panel = Panel()
        let bind: (Binding<Panel>) -> Binding<Bool>

        var body: some View {
            VStack {
                Color.red.frame(width: 50, height: 50).opacity(panel.faded ? 0 : 1)
                Child(faded: bind($panel))
            }
        }
    }

    struct Child: View {
        @Binding var faded: Bool

        var body: some View {
            Button("Fade") { faded.toggle() }
        }
    }

    func opacity(at time: Double, _ bind: @escaping (Binding<Panel>) -> Binding<Bool>) throws -> Double {
        let host = ViewHost(Parent(bind: bind))
        try host.tap("Fade")
        return try #require(host.value(.opacity, atNodeEndingWith: "", at: time))
    }

    /// Through a plain binding the square jumps; through `animation(.linear(duration: 1))` it is
    /// halfway at 0.5 s, whether the animation is on the struct's binding or on the property's.
    @Test func anAnimatedBindingAnimatesItsWrites() throws {
        #expect(try opacity(at: 0.5) { $0.faded } == 0)
        #expect(try abs(opacity(at: 0.5) { $0.faded.animation(.linear(duration: 1)) } - 0.5) < 1e-9)
        #expect(try abs(opacity(at: 0.5) { $0.animation(.linear(duration: 1)).faded } - 0.5) < 1e-9)
        #expect(try opacity(at: 1) { $0.faded.animation(.linear(duration: 1)) } == 0)
    }

    /// `transaction(_:)` sets the whole transaction: a 2 s linear one leaves the square three
    /// quarters opaque at 0.5 s.
    @Test func aBindingsTransactionIsTheOneItsWritesAreMadeIn() throws {
        let slow = Transaction(animation: .linear(duration: 2))
        #expect(try abs(opacity(at: 0.5) { $0.faded.transaction(slow) } - 0.75) < 1e-9)
        #expect(Binding.constant(true).transaction.animation == nil)
        #expect(Binding.constant(true).animation().transaction.animation == .default)
        // A property's binding reports its parent's transaction.
        #expect(Binding.constant(Panel()).animation(.easeOut).faded.transaction.animation == .easeOut)
    }

    /// A setter that takes the transaction is given the binding's, and the surrounding one when
    /// the binding's is empty.
    @Test func aTwoArgumentSetterIsGivenTheTransaction() {
        var animations: [Animation?] = []
        let binding = Binding(get: { false }, set: { _, transaction in animations.append(transaction.animation) })
        binding.wrappedValue = true
        binding.animation(.easeIn).wrappedValue = true
        withAnimation(.linear(duration: 3)) { binding.wrappedValue = true }
        #expect(animations == [nil, .easeIn, .linear(duration: 3)])
    }
}
