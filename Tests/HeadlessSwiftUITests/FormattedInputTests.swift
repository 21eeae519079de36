import Foundation
import HeadlessLayout
import HeadlessRuntime
import Testing

@testable import HeadlessSwiftUI

/// iOS 15–17 input forms apps use for numbers (D275): `TextField(_:value:format:)` shows its value
/// in the format and parses what is typed back into it ("If the user enters text that the format
/// can't parse, the value remains unchanged", Apple's wording for the formatter form); an optional
/// value is empty while nil. `Stepper`'s format forms and its titled closure forms step as the others
/// do; a drag keeps the space it was given; `.bar` is a material.
@MainActor
struct FormattedInputTests {
    final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
        var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
    }

    @Test func aFormattedFieldShowsAndParsesItsValue() throws {
        let weight = Box(72.5)
        let host = ViewHost(TextField("Weight", value: weight.binding, format: .number.precision(.fractionLength(1))))
        #expect(host.text(of: "Weight") == "72.5")
        try host.type("80", into: "Weight")
        #expect(weight.value == 80)
        #expect(host.text(of: "Weight") == "80.0")
        try host.type("heavy", into: "Weight")
        #expect(weight.value == 80)
    }

    @Test func anOptionalFormattedFieldIsEmptyWhileNil() throws {
        let reps = Box<Int?>(nil)
        let host = ViewHost(TextField("Reps", value: reps.binding, format: .number))
        #expect(host.text(of: "Reps") == "")
        // Empty, the field shows its title as the placeholder.
        #expect(host.displayList(on: .iPhone16).contains { if case let .text(text) = $0.content { text.string == "Reps" } else { false } })
        try host.type("12", into: "Reps")
        #expect(reps.value == 12)
        try host.type("", into: "Reps")
        #expect(reps.value == nil)
    }

    @Test func aFormattedStepperStepsWithinItsBounds() throws {
        let weight = Box(99.5)
        let host = ViewHost(Stepper("Weight", value: weight.binding, in: 40...100, step: 0.5, format: .number))
        try host.tap("Increment")
        #expect(weight.value == 100)
        try host.tap("Increment")
        #expect(weight.value == 100)
        try host.tap("Decrement")
        #expect(weight.value == 99.5)
        #expect(host.drawnTexts().map(\.string) == ["Weight"])
    }

    /// Without a step, a formatted stepper steps by 1, as Apple's default gives.
    @Test func aFormattedStepperStepsByOneByDefault() throws {
        let weight = Box(70.0)
        let labelled = ViewHost(Stepper(value: weight.binding, format: .number) { Text("Weight") })
        try labelled.tap("Increment")
        #expect(weight.value == 71)
        let titled = ViewHost(Stepper("Weight", value: weight.binding, in: 0...100, format: .number))
        try titled.tap("Decrement")
        #expect(weight.value == 70)
        let unbounded = ViewHost(Stepper("Weight", value: weight.binding, format: .number))
        try unbounded.tap("Decrement")
        #expect(weight.value == 69)
        let bounded = ViewHost(Stepper(value: weight.binding, in: 0...100, format: .number) { Text("Weight") })
        try bounded.tap("Increment")
        #expect(weight.value == 70)
    }

    @Test func aTitledStepperCallsItsClosures() throws {
        let round = Box(3)
        let host = ViewHost(Stepper("Round", onIncrement: { round.value += 1 }, onDecrement: { round.value -= 2 }))
        try host.tap("Increment")
        try host.tap("Decrement")
        #expect(round.value == 2)
        #expect(host.drawnTexts().map(\.string) == ["Round"])
    }

    @Test func aDragKeepsTheSpaceItWasGiven() {
        #expect(DragGesture().coordinateSpace == .local && DragGesture().minimumDistance == 10)
        #expect(DragGesture(minimumDistance: 0, coordinateSpace: .global).coordinateSpace == .global)
        #expect(DragGesture(coordinateSpace: .named("board")).coordinateSpace == .named("board"))
        #expect(DragGesture(minimumDistance: 4).minimumDistance == 4)
    }

    @Test func theBarMaterialIsDrawnAsTheRegularOne() {
        let items = ViewHost(Rectangle().fill(.bar).frame(width: 10, height: 10)).displayList(on: .iPhone16)
        #expect(items.contains { if case .shape(_, .material(thickness: 2), _) = $0.content { true } else { false } })
    }
}
