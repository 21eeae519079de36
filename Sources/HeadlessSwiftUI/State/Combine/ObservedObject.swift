import OpenCombine

/// An observable object a view is given, whose changes update the view (Apple: `ObservedObject`).
///
/// ```swift
/// struct ProfileRow: View {
///     @ObservedObject var profile: Profile
///     var body: some View { TextField("Name", text: $profile.name) }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties (`$profile.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = UncheckedSendable(self.object)
            return Binding(get: { object.value[keyPath: keyPath] }, set: { object.value[keyPath: keyPath] = $0 })
        }
    }

    /// The observed object.
    public var wrappedValue: ObjectType

    /// Observes `object`.
    public init(wrappedValue object: ObjectType) {
        wrappedValue = object
    }

    /// Observes `object` (the older spelling).
    public init(initialValue object: ObjectType) {
        wrappedValue = object
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: _GraphInstallable {
    func _install(_ context: DynamicPropertyContext) {
        ObjectSubscription.observe(wrappedValue, in: context)
    }
}

extension ObjectSubscription {
    /// Subscribes the view to `object`'s changes once, replacing a subscription to another object.
    @MainActor static func observe<O: ObservableObject>(_ object: O, in context: DynamicPropertyContext) {
        if let current = context.storage.states[context.index] as? ObjectSubscription, current.object === object { return }
        context.storage.states[context.index] = ObjectSubscription(object, invalidate: context.invalidate)
    }
}
