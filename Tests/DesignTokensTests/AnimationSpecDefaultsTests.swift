import DesignTokens
import Testing

/// `AnimationSpec` mirrors SwiftUI's `Animation` modifiers with their defaults: the iOS 26.2 SDK's
/// SwiftUICore interface declares `repeatCount(_:autoreverses: Bool = true)` and
/// `repeatForever(autoreverses: Bool = true)`, so a repeat left unspecified plays back and forth.
struct AnimationSpecDefaultsTests {
    @Test func aRepeatReversesUnlessToldNotTo() {
        let pulse = AnimationSpec.easeInOut(duration: 0.6)
        #expect(pulse.repeatCount(3).repetition == .count(3, autoreverses: true))
        #expect(pulse.repeatForever().repetition == .forever(autoreverses: true))
        #expect(pulse.repeatCount(3, autoreverses: false).repetition == .count(3, autoreverses: false))
        #expect(pulse.repeatCount(3).swiftUIExpression == ".easeInOut(duration: 0.6).repeatCount(3, autoreverses: true)")
    }
}
