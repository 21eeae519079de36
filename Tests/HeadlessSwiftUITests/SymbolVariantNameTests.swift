import Testing

@testable import HeadlessSwiftUI

/// The symbol name a variant draws (SF Symbols' naming: the shape, then `fill`, then `slash`):
/// each static variant adds only its own suffix, and none is added twice.
struct SymbolVariantNameTests {
    @Test func eachVariantAddsItsOwnSuffix() {
        #expect(SymbolVariants.none.applied(to: "heart") == "heart")
        #expect(SymbolVariants.circle.applied(to: "heart") == "heart.circle")
        #expect(SymbolVariants.square.applied(to: "heart") == "heart.square")
        #expect(SymbolVariants.rectangle.applied(to: "heart") == "heart.rectangle")
        #expect(SymbolVariants.fill.applied(to: "heart") == "heart.fill")
        #expect(SymbolVariants.slash.applied(to: "heart") == "heart.slash")
        #expect(SymbolVariants.circle.fill.applied(to: "heart.circle") == "heart.circle.fill")
    }
}
