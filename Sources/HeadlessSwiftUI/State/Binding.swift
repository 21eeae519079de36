/// A read-write reference to a value owned elsewhere (Apple: `Binding`).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding from another binding (what `$value` passes to a property wrapper).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value the binding reads and writes.
    public var wrappedValue: Value {
        // Read while the graph resolves a view, an observable property behind the binding updates
        // that view when it changes, as SwiftUI's does (D297).
        get { ObservationOwner.observe(getter) }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: {
                var value = self.wrappedValue
                value[keyPath: keyPath] = $0
                self.wrappedValue = value
            })
    }
}

extension Binding: DynamicProperty {}
