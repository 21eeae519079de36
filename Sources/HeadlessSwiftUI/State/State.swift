/// Where a `@State` value lives once its view is in the graph.
final class StateLocation<Value>: @unchecked Sendable {
    var value: Value
    let invalidate: @Sendable () -> Void

    init(value: Value, invalidate: @escaping @Sendable () -> Void) {
        self.value = value
        self.invalidate = invalidate
    }
}

/// The reference a `State` shares between copies of its view, linked to a location by the graph.
/// Views are values created anywhere but read and written on the main actor.
final class StateBox<Value>: @unchecked Sendable {
    let initialValue: Value
    var location: StateLocation<Value>?

    init(_ initialValue: Value) {
        self.initialValue = initialValue
    }

    var value: Value {
        get { location?.value ?? initialValue }
        set {
            guard let location else { return }
            location.value = newValue
            location.invalidate()
        }
    }
}

/// A value a view owns, kept by the graph across re-evaluations (Apple: `State`). Writing it
/// invalidates the view; before the view is in a graph, writes are ignored, as in SwiftUI.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    /// State starting at `value`.
    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    /// State starting at `value` (the older spelling).
    public init(initialValue value: Value) {
        box = StateBox(value)
    }

    /// The current value; setting it updates every view that reads it.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the state, for a child view to read and write.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state starting at nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: _GraphInstallable {
    func _install(_ context: DynamicPropertyContext) {
        if let location = context.storage.states[context.index] as? StateLocation<Value> {
            box.location = location
        } else {
            let location = StateLocation(value: box.initialValue, invalidate: context.invalidate)
            context.storage.states[context.index] = location
            box.location = location
        }
    }
}
