import SwiftUI

/// Transitions as iOS 17 code writes them: a custom `Transition` reading its phase, the blur
/// replace on a changing number, built-in transitions as values, combined and with their own
/// animation, and a custom one type-erased for an API that takes `AnyTransition`.
@MainActor
public struct TransitionsSnippet: View {
    @State private var score = 3
    @State private var showsHint = false

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            Text(score, format: .number)
                .font(.largeTitle.monospacedDigit())
                .id(score)
                .transition(.blurReplace(.upUp))
            if showsHint {
                Text("Tap to score")
                    .transition(Swing().combined(with: .opacity).animation(.snappy))
                Image(systemName: "star.fill")
                    .transition(AnyTransition(Swing()))
                Text("Next round")
                    .transition(.push(from: .bottom))
            }
            Button("Score") {
                withAnimation {
                    score += 1
                    showsHint.toggle()
                }
            }
        }
    }
}

/// Turns a quarter turn toward the side the view enters or leaves by.
private struct Swing: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .rotationEffect(.degrees(phase.value * 90))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}
