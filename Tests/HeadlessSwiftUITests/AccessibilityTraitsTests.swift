import SwiftUI
import Testing

/// `AccessibilityTraits` is a `SetAlgebra` (SwiftUICore.swiftinterface, iOS 26.2 and macOS 15.5
/// SDKs): `insert` reports whether the member was new, `remove` and `update(with:)` return the
/// member only when it was there (the standard library's `SetAlgebra` contract).
struct AccessibilityTraitsTests {
    @Test func insertSaysWhetherTheTraitWasNew() {
        var traits: AccessibilityTraits = [.isButton]
        #expect(traits.insert(.isHeader).inserted == true)
        #expect(traits.insert(.isButton).inserted == false)
        #expect(traits == [.isButton, .isHeader])
    }

    @Test func removeAndUpdateReturnOnlyWhatWasThere() {
        var traits: AccessibilityTraits = [.isButton, .isSelected]
        #expect(traits.remove(.isSelected) == .isSelected)
        #expect(traits.remove(.isSelected) == nil)
        #expect(traits.update(with: .isButton) == .isButton)
        #expect(traits.update(with: .isLink) == nil)
        #expect(traits == [.isButton, .isLink])
    }

    @Test func theSetOperationsCombineBits() {
        let a: AccessibilityTraits = [.isButton, .isHeader]
        let b: AccessibilityTraits = [.isHeader, .isLink]
        #expect(a.union(b) == [.isButton, .isHeader, .isLink])
        #expect(a.intersection(b) == .isHeader)
        #expect(a.symmetricDifference(b) == [.isButton, .isLink])
        #expect(!a.contains(.isLink))
        #expect(a.contains([.isButton, .isHeader]))
        #expect(!a.contains([.isButton, .isLink]))
    }
}
