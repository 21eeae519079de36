import SwiftUI
import Testing

/// `Glass` is a value (Apple: `struct Glass: Equatable`, iOS 26): `.regular` does not react to
/// touches until `interactive()`, whose `isEnabled` defaults to `true` (SwiftUICore.swiftinterface,
/// iOS 26.2 SDK: `func interactive(_ isEnabled: Bool = true) -> Glass`).
struct GlassValueTests {
    @Test func interactiveGlassDiffersFromTheRegular() {
        #expect(Glass.regular.interactive() != Glass.regular)
        #expect(Glass.regular.interactive() == Glass.regular.interactive(true))
        #expect(Glass.regular.interactive(false) == Glass.regular)
    }

    @Test func tintAndVariantAreHeld() {
        #expect(Glass.regular.tint(.red) != Glass.regular)
        #expect(Glass.clear != Glass.regular)
        #expect(Glass.regular.tint(.red).tint(nil) == Glass.regular)
    }
}
