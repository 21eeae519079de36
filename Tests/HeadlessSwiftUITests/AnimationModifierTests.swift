import Foundation
import SwiftUI
import Testing

/// The defaults of `Animation`'s modifiers and of `Transaction`, as the iOS 26.2 and macOS 15.5
/// SDKs' SwiftUICore.swiftinterface declares them: `repeatCount(_:autoreverses: Bool = true)`,
/// `repeatForever(autoreverses: Bool = true)`; a new `Transaction` does not disable animations
/// (Apple's documentation of `disablesAnimations`).
struct AnimationModifierTests {
    @Test func anAnimationPlaysOnceForwards() {
        let animation = Animation.linear(duration: 1)
        #expect(animation.repeatCount == 1)
        #expect(animation.autoreverses == false)
    }

    @Test func repeatingReversesByDefault() {
        let counted = Animation.linear(duration: 1).repeatCount(3)
        #expect(counted.repeatCount == 3)
        #expect(counted.autoreverses == true)
        let forever = Animation.linear(duration: 1).repeatForever()
        #expect(forever.repeatCount == nil)
        #expect(forever.autoreverses == true)
        #expect(Animation.linear(duration: 1).repeatForever(autoreverses: false).autoreverses == false)
    }

    @Test func delaysAddUpAndSpeedsMultiply() {
        let animation = Animation.linear(duration: 1).delay(0.25).delay(0.5).speed(2).speed(3)
        #expect(animation.delay == 0.75)
        #expect(animation.speed == 6)
    }

    @Test func aNewTransactionAnimatesAndHasNoCompletions() {
        let transaction = Transaction()
        #expect(transaction.disablesAnimations == false)
        #expect(transaction.animation == nil)
        #expect(Transaction(animation: .linear).disablesAnimations == false)
    }

    @Test func theTwoCompletionCriteriaDiffer() {
        #expect(AnimationCompletionCriteria.logicallyComplete != .removed)
        #expect(AnimationCompletionCriteria.logicallyComplete == .logicallyComplete)
    }
}
