import Foundation

/// A property of an `ObservableObject` that announces each change through the object's
/// `objectWillChange` before it happens (Apple: Combine's `Published`). Only properties of
/// classes can be published, as in Combine.
///
/// ```swift
/// final class Settings: ObservableObject {
///     @Published var reminders = true
/// }
/// ```
@propertyWrapper
public struct Published<Value> {
    let box: PublishedBox<Value>

    /// A published property starting at `value`.
    public init(wrappedValue value: Value) {
        box = PublishedBox(value)
    }

    /// A published property starting at `value` (the older spelling).
    public init(initialValue value: Value) {
        box = PublishedBox(value)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property of `object` stored in `storage`; setting it announces the change first (to the
    /// views observing the object: the publisher is connected when a view first subscribes).
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            box.publisher?.send()
            box.value = newValue
        }
    }
}

/// The storage of a published property: its value and the object's publisher once made.
protocol PublishedStorage: AnyObject {
    var publisher: ObservableObjectPublisher? { get set }
}

final class PublishedBox<Value>: PublishedStorage, @unchecked Sendable {
    var value: Value
    var publisher: ObservableObjectPublisher?

    init(_ value: Value) {
        self.value = value
    }
}

/// A `@Published` property found by reflection.
protocol _PublishedField {
    var storage: any PublishedStorage { get }
}

extension Published: _PublishedField {
    var storage: any PublishedStorage { box }
}
