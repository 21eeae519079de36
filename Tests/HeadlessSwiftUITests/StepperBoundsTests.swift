import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// `Stepper(value:in:step:)` keeps its value within its bounds (Apple: "the stepper … limits the
/// value to the range"): a step past an end lands on the end, a step inside moves by the step.
@MainActor
struct StepperBoundsTests {
    final class Box {
        var value: Int
        init(_ value: Int) { self.value = value }
    }

    func stepper(_ box: Box) -> ViewHost {
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        return ViewHost(Stepper("Sets", value: binding, in: 2...9, step: 3))
    }

    /// From 6 down by 3: 3, then 2 (not 0); from 5 up: 8, then 9 (not 11).
    @Test(arguments: [(6, "Decrement", [3, 2]), (5, "Increment", [8, 9])])
    func aStepStopsAtTheBound(start: Int, button: String, values: [Int]) throws {
        let box = Box(start)
        let host = stepper(box)
        for value in values {
            try host.tap(button)
            #expect(box.value == value)
        }
    }
}
