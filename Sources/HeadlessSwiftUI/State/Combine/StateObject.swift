import OpenCombine

/// An observable object a view creates and owns: made once, when the view first appears, and kept
/// while the view stays (Apple: `StateObject`). Its changes update the view.
///
/// ```swift
/// struct SettingsScreen: View {
///     @StateObject private var settings = Settings()
///     var body: some View { Toggle("Reminders", isOn: $settings.reminders) }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    /// An object made by `thunk` the first time the view is in a graph.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(thunk)
    }

    /// The object the view owns.
    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: box.object) }
}

/// Where a state object lives once its view is in the graph.
final class StateObjectLocation<ObjectType: ObservableObject>: @unchecked Sendable {
    let object: ObjectType
    var subscription: ObjectSubscription?

    init(object: ObjectType) {
        self.object = object
    }
}

/// The reference a `StateObject` shares between copies of its view.
final class StateObjectBox<ObjectType: ObservableObject>: @unchecked Sendable {
    let thunk: () -> ObjectType
    var location: StateObjectLocation<ObjectType>?
    private var unplaced: ObjectType?

    init(_ thunk: @escaping () -> ObjectType) {
        self.thunk = thunk
    }

    /// The graph's object; before the view is in a graph, one made for this copy of the view.
    var object: ObjectType {
        if let location { return location.object }
        if let unplaced { return unplaced }
        let made = thunk()
        unplaced = made
        return made
    }
}

extension StateObject: _GraphInstallable {
    func _install(_ context: DynamicPropertyContext) {
        let location: StateObjectLocation<ObjectType>
        if let kept = context.storage.states[context.index] as? StateObjectLocation<ObjectType> {
            location = kept
        } else {
            location = StateObjectLocation(object: box.thunk())
            location.subscription = ObjectSubscription(location.object, invalidate: context.invalidate)
            context.storage.states[context.index] = location
        }
        box.location = location
    }
}
