import Observation

/// Bindings to the properties of an `@Observable` object (Apple: `Bindable`, iOS 17).
///
/// ```swift
/// struct ProfileEditor: View {
///     @Bindable var profile: Profile
///     var body: some View { TextField("Name", text: $profile.name) }
/// }
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// Itself: `$profile.name` reads through its dynamic members.
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to `wrappedValue`'s properties.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let object = UncheckedSendable(wrappedValue)
        return Binding(get: { object.value[keyPath: keyPath] }, set: { object.value[keyPath: keyPath] = $0 })
    }
}
