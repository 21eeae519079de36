/// A read-write reference to a value owned elsewhere (Apple: `Binding`).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The transaction a write through the binding is made in (Apple: `transaction`): an empty
    /// one leaves a write in the transaction around it (a `withAnimation` block's); one with an
    /// animation, as `animation(_:)` makes, animates the change.
    public var transaction = Transaction()

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
    }

    /// A binding that reads with `get` and writes with `set`, which is given the transaction the
    /// write is made in.
    ///
    /// ```swift
    /// Binding(get: { model.level }, set: { level, transaction in
    ///     model.setLevel(level, animated: transaction.animation != nil)
    /// })
    /// ```
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
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
        nonmutating set {
            guard transaction.animation != nil || transaction.disablesAnimations else {
                setter(newValue, TransactionContext.current)
                return
            }
            TransactionContext.with(transaction) { setter(newValue, transaction) }
        }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value, in the same transaction.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        var binding = Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: {
                var value = self.wrappedValue
                value[keyPath: keyPath] = $0
                self.wrappedValue = value
            })
        binding.transaction = transaction
        return binding
    }

    /// The same binding, its writes made in `transaction` (Apple: `transaction(_:)`).
    ///
    /// ```swift
    /// var quiet = Transaction()
    /// quiet.disablesAnimations = true
    /// Toggle("Compact", isOn: $isCompact.transaction(quiet))
    /// ```
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }

    /// The same binding, its writes animated with `animation` (Apple: `animation(_:)`), as
    /// though each were made in `withAnimation(animation)`.
    ///
    /// ```swift
    /// Toggle("Show details", isOn: $showsDetails.animation())
    /// if showsDetails { DetailsView() }
    /// ```
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }
}

extension Binding: DynamicProperty {}
