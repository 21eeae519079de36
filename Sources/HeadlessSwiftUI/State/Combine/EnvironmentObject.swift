import OpenCombine

/// An observable object placed above the view with `environmentObject(_:)`, found by its type;
/// its changes update the view (Apple: `EnvironmentObject`). Reading one that no ancestor placed
/// stops the program, as on iOS.
///
/// ```swift
/// struct Greeting: View {
///     @EnvironmentObject var profile: Profile
///     var body: some View { Text("Hello, \(profile.name)") }
/// }
/// ```
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box = EnvironmentBox()

    /// An object of this type from the environment.
    public init() {}

    /// The object placed above the view.
    public var wrappedValue: ObjectType {
        guard let object = box.values?.observableObject(ObjectType.self) else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: _GraphInstallable {
    func _install(_ context: DynamicPropertyContext) {
        box.values = context.environment
        if let object = context.environment.observableObject(ObjectType.self) {
            ObjectSubscription.observe(object, in: context)
        }
    }
}

extension EnvironmentValues {
    /// An object placed with `environmentObject(_:)`, found by its type.
    func observableObject<T: ObservableObject>(_ type: T.Type) -> T? {
        self[ObservableObjectsKey.self][ObjectIdentifier(type)] as? T
    }
}

private struct ObservableObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension View {
    /// Places `object` in the environment for `@EnvironmentObject` properties of its type below.
    ///
    /// ```swift
    /// ContentView().environmentObject(profile)
    /// ```
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        let box = UncheckedSendable(object)
        return EnvironmentWriter(content: self) { $0[ObservableObjectsKey.self][ObjectIdentifier(T.self)] = box.value }
    }
}
