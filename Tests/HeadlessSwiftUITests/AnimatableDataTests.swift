import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// `AnimatableModifier` bodies and custom shapes are rebuilt with interpolated `animatableData`,
/// as SwiftUI does: a non-linear body shows the difference from interpolating its output.
@MainActor
struct AnimatableDataTests {
    @Test func animatableModifierBodiesSeeInterpolatedData() throws {
        let host = ViewHost(SquaredProbe())
        try host.tap("Go")
        func opacity(at time: TimeInterval) -> Double? {
            host.displayList(on: .iPhone16, at: time).first { if case let .text(text) = $0.content { text.string == "A" } else { false } }?
                .opacity
        }
        // linear(duration: 1): the data is 0.5 at 0.5 s, so the body's opacity is 0.5² = 0.25,
        // where interpolating the output would give 0.5.
        #expect(abs((opacity(at: 0.5) ?? -1) - 0.25) < 1e-9)
        #expect(abs((opacity(at: 0.25) ?? -1) - 0.0625) < 1e-9)
        #expect(opacity(at: 1) == 1)
        #expect(opacity(at: 0) == 0)
    }

    /// The width of `BarProbe`'s blue bar drawn at `time`.
    static func barWidth(_ host: ViewHost, at time: TimeInterval) -> CGFloat? {
        host.displayList(on: .iPhone16, at: time).compactMap { item -> CGFloat? in
            if case let .shape(path, .color(0, 0, 1, 1), nil) = item.content { path.boundingRect.width } else { nil }
        }.first
    }

    @Test func customShapesDrawTheirInterpolatedData() throws {
        let host = ViewHost(BarProbe())
        try host.tap("Grow")
        func width(at time: TimeInterval) -> CGFloat? { Self.barWidth(host, at: time) }
        // The bar's fraction runs 0.2 → 1 linearly over 1 s in a 100 pt frame: 60 pt at 0.5 s.
        #expect(abs((width(at: 0.5) ?? 0) - 60) < 1e-9)
        #expect(abs((width(at: 0) ?? 0) - 20) < 1e-9)
        #expect(abs((width(at: 2) ?? 0) - 100) < 1e-9)
    }

    /// Animatable data started after the clock has run moves from the moment it starts: the bar
    /// grown at 1 s (0.2 → 1 over 1 s, linear, in a 100 pt frame) is 20 pt at 1 s and 60 at 1.5 s.
    @Test func animatableDataStartedLaterRunsFromItsStart() throws {
        let host = ViewHost(BarProbe())
        host.advance(to: 1)
        try host.tap("Grow")
        #expect(abs((Self.barWidth(host, at: 1) ?? 0) - 20) < 1e-9)
        #expect(abs((Self.barWidth(host, at: 1.5) ?? 0) - 60) < 1e-9)
    }
}

/// Opacity is the square of the animated amount.
@MainActor
struct SquaredOpacity: AnimatableModifier {
    var amount: Double
    // Animatable's requirements are nonisolated (as in Apple's SDK): the data is reached off the main actor.
    nonisolated var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }

    func body(content: Content) -> some View {
        content.opacity(amount * amount)
    }
}

@MainActor
struct SquaredProbe: View {
    @State private var on = false

    var body: some View {
        VStack {
            Text("A").modifier(SquaredOpacity(amount: on ? 1 : 0))
            Button("Go") { withAnimation(.linear(duration: 1)) { on = true } }
        }
    }
}

/// A bar filling `fraction` of its frame's width from the left.
struct Bar: Shape {
    var fraction: Double
    nonisolated var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    nonisolated func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
    }
}

@MainActor
struct BarProbe: View {
    @State private var full = false

    var body: some View {
        VStack {
            Bar(fraction: full ? 1 : 0.2).fill(Color(red: 0, green: 0, blue: 1)).frame(width: 100, height: 10)
            Button("Grow") { withAnimation(.linear(duration: 1)) { full = true } }
        }
    }
}

/// `AnyTransition.modifier(active:identity:)`: an inserted view moves from the active modifier's
/// values to the identity modifier's.
@MainActor
struct ModifierTransitionTests {
    @Test func insertionRunsFromTheActiveModifierToTheIdentity() throws {
        let host = ViewHost(ModifierTransitionProbe())
        try host.tap("Show")
        // Fade: opacity `amount`, 20 pt lower when out. linear(duration: 1): halfway at 0.5 s.
        let plain = try #require(host.item(drawing: "Plain", at: 0.5))
        #expect(abs(plain.opacity - 0.5) < 1e-9 && abs(plain.offset.height - 10) < 1e-9)
        #expect(try #require(host.item(drawing: "Plain", at: 0)).opacity == 0)
        #expect(try #require(host.item(drawing: "Plain", at: 1)).offset.height == 0)
        // An AnimatableModifier as the transition: its body sees the interpolated amount (0.5² = 0.25).
        let squared = try #require(host.item(drawing: "Squared", at: 0.5))
        #expect(abs(squared.opacity - 0.25) < 1e-9)
    }
}

/// Opacity `amount`, lowered by 20 pt × (1 − amount).
@MainActor
struct Fade: ViewModifier {
    let amount: Double

    func body(content: Content) -> some View {
        content.opacity(amount).offset(y: (1 - amount) * 20)
    }
}

@MainActor
struct ModifierTransitionProbe: View {
    @State private var shown = false

    var body: some View {
        VStack {
            if shown {
                Text("Plain").transition(.modifier(active: Fade(amount: 0), identity: Fade(amount: 1)))
                Text("Squared").transition(.modifier(active: SquaredOpacity(amount: 0), identity: SquaredOpacity(amount: 1)))
            }
            Button("Show") { withAnimation(.linear(duration: 1)) { shown = true } }
        }
    }
}
