import Foundation
import SwiftUI
import Testing

@testable import HeadlessSwiftUI

/// `contrast(_:)` is the W3C filter's (Filter Effects Module Level 1, `contrast()`: each channel
/// `slope = amount`, `intercept = −(0.5 × amount) + 0.5`): at 0.5 a channel goes halfway to mid grey.
struct ContrastMatrixTests {
    @Test func halfContrastMovesEachChannelHalfwayToGrey() throws {
        guard case let .colorMatrix(matrix) = ContrastEffect(amount: 0.5).lowered() else {
            Issue.record("contrast is not a colour matrix")
            return
        }
        let expected: [Double] = [0.5, 0, 0, 0, 0.25, 0, 0.5, 0, 0, 0.25, 0, 0, 0.5, 0, 0.25, 0, 0, 0, 1, 0]
        #expect(matrix.count == 20)
        for (index, value) in expected.enumerated() { #expect(abs(matrix[index] - value) < 1e-12, "[\(index)]") }
    }
}
