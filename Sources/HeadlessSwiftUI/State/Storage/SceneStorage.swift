import Foundation

/// A view property restored with its scene (Apple: `SceneStorage`), under a key: a `Bool`,
/// `Int`, `Double`, `String`, `URL`, `Date`, `Data` or a raw-representable enum. Headless there
/// is one scene and nothing to restore: values live in memory for the process (D200).
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = 0
/// ```
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let storage: AppStorage<Value>

    /// The stored value, or the default while none is stored.
    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { storage.projectedValue }

    nonisolated init(_ key: String, _ defaultValue: Value) {
        storage = .plain(key, defaultValue, store: .scene)
    }

    /// A `Bool` kept under `key`.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key, wrappedValue) }
    /// An `Int` kept under `key`.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key, wrappedValue) }
    /// A `Double` kept under `key`.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key, wrappedValue) }
    /// A `String` kept under `key`.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key, wrappedValue) }
    /// A `URL` kept under `key`.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key, wrappedValue) }
    /// A `Date` kept under `key`.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Date { self.init(key, wrappedValue) }
    /// `Data` kept under `key`.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key, wrappedValue) }

    /// An enum kept by its `Int` raw value under `key`.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        storage = .rawValued(key, wrappedValue, store: .scene)
    }

    /// An enum kept by its `String` raw value under `key`.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        storage = .rawValued(key, wrappedValue, store: .scene)
    }
}
