import DesignTokens
import SwiftUI

extension AnyTransition {
    /// 000 §8's transition for every push and pop: a fade combined with a 12 pt rise.
    public static var pastelNavigation: AnyTransition {
        .opacity.combined(with: .offset(y: PastelTiming.navigationOffsetY))
    }
}

/// A screen that enters with 000 §8's transition and moves the backdrop to a new gradient when
/// it appears and when it leaves, as every push and dismiss should.
@MainActor
struct PastelScreen: ViewModifier {
    let manager: GradientManager?

    func body(content: Content) -> some View {
        content
            .transition(.pastelNavigation)
            .onAppear { manager?.next() }
            .onDisappear { manager?.next() }
    }
}

extension View {
    /// Marks a pastel screen: 000 §8's transition, and `GradientManager.next()` on every push and dismiss.
    nonisolated public func pastelScreen(_ manager: GradientManager?) -> some View {
        modifier(PastelScreen(manager: manager))
    }
}
