import Foundation

/// An object whose changes update the views that observe it (Apple: Combine's
/// `ObservableObject`): its `@Published` properties announce each change through
/// `objectWillChange`, and `@ObservedObject`, `@StateObject` and `@EnvironmentObject` update their
/// views on it.
///
/// ```swift
/// final class Profile: ObservableObject {
///     @Published var name = "Sam"
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// The publisher announcing changes; `ObservableObjectPublisher` unless the class declares its own.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// Announces a change before it happens.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// One publisher per object, shared by its `@Published` properties, as Combine's default.
    public var objectWillChange: ObservableObjectPublisher {
        PublisherTable.shared.publisher(for: self)
    }
}

/// The default publishers of objects, made on first use: kept in the object's `@Published`
/// properties, or beside the object while it lives when it has none.
private final class PublisherTable: @unchecked Sendable {
    static let shared = PublisherTable()
    private let lock = NSLock()
    private var others: [ObjectIdentifier: (object: Weak, publisher: ObservableObjectPublisher)] = [:]

    private struct Weak { weak var object: AnyObject? }

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let fields = Self.publishedFields(of: object)
        if let existing = fields.lazy.compactMap(\.publisher).first { return existing }
        if fields.isEmpty {
            let key = ObjectIdentifier(object)
            if let entry = others[key], entry.object.object === object { return entry.publisher }
            let publisher = ObservableObjectPublisher()
            others = others.filter { $0.value.object.object != nil }
            others[key] = (Weak(object: object), publisher)
            return publisher
        }
        let publisher = ObservableObjectPublisher()
        for field in fields { field.publisher = publisher }
        return publisher
    }

    /// The `@Published` storage of `object` and of its superclasses.
    private static func publishedFields(of object: AnyObject) -> [any PublishedStorage] {
        var fields: [any PublishedStorage] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            fields += current.children.compactMap { ($0.value as? any _PublishedField)?.storage }
            mirror = current.superclassMirror
        }
        return fields
    }
}
