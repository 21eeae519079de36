import Foundation
import HeadlessSwiftUI
import SwiftUI
import Testing

/// `VectorArithmetic` as Apple defines it: `magnitudeSquared` is the dot product of the value with
/// itself, and an `AnimatablePair` adds, subtracts and measures both halves. The timeline mixes
/// type-erased data only when both ends are of one type.
struct VectorArithmeticTests {
    @Test func magnitudeSquaredIsTheValueTimesItself() {
        #expect((3.0 as Double).magnitudeSquared == 9)
        #expect((3 as Float).magnitudeSquared == 9)
        #expect((3 as CGFloat).magnitudeSquared == 9)
        #expect(EmptyAnimatableData().magnitudeSquared == 0)
    }

    @Test func aPairSubtractsAndMeasuresBothHalves() {
        let difference = AnimatablePair(5.0, 7.0) - AnimatablePair(2.0, 3.0)
        #expect(difference.first == 3)
        #expect(difference.second == 4)
        #expect(difference.magnitudeSquared == 25)
        let sum = AnimatablePair(5.0, 7.0) + AnimatablePair(2.0, 3.0)
        #expect(sum.first == 7)
        #expect(sum.second == 10)
    }

    @Test func dataOfTwoTypesIsNeverEqual() {
        #expect(AnimatableMath.equal(1.0 as Double, 1.0 as Double))
        #expect(!AnimatableMath.equal(1.0 as Double, 1 as CGFloat))
        #expect(!AnimatableMath.equal(1.0 as Double, 2.0 as Double))
    }
}
