import SwiftUI

/// A feed as iOS 17 code animates it with its scroll position: cards that shrink and fade past the
/// edges, a header that drifts with its position on screen, and cards that take the edge phase
/// whole at the top and follow the finger at the bottom.
@MainActor
public struct CarouselEffectsSnippet: View {
    let cards: [String]

    public init(cards: [String] = ["Run", "Ride", "Swim"]) {
        self.cards = cards
    }

    public var body: some View {
        ScrollView {
            Text("Activity").font(.largeTitle.bold())
                .visualEffect { effect, proxy in
                    effect.offset(y: max(-proxy.frame(in: .global).minY, 0) / 2).opacity(proxy.frame(in: .global).minY < 0 ? 0.6 : 1)
                }
            ForEach(cards, id: \.self) { card in
                RoundedRectangle(cornerRadius: 16).fill(.blue.gradient).frame(height: 160)
                    .overlay { Text(card).foregroundStyle(.white) }
                    .scrollTransition { effect, phase in
                        effect.scaleEffect(phase.isIdentity ? 1 : 0.9).opacity(phase.isIdentity ? 1 : 0.4)
                    }
                    .scrollTransition(topLeading: .animated, bottomTrailing: .interactive(timingCurve: .easeOut), axis: .vertical) {
                        effect, phase in
                        effect.rotationEffect(.degrees(phase.value * 2)).blur(radius: phase.isIdentity ? 0 : 2)
                    }
            }
        }
    }
}
