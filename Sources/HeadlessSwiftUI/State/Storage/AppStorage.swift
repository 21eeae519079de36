import Foundation

/// A view property stored under a key in the app's defaults (Apple: `AppStorage`): a `Bool`,
/// `Int`, `Double`, `String`, `URL`, `Date`, `Data` or a raw-representable enum, optional or
/// with a default. Headless, the store is in memory and empty when the process starts (D200).
///
/// ```swift
/// @AppStorage("units") private var units = Units.metric
/// @AppStorage("reminders") private var remindersOn = true
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let decode: (Any) -> Value?
    let encode: (Value) -> Any?
    let store: StoredValues

    nonisolated init(
        key: String, defaultValue: Value, store: StoredValues = .app, decode: @escaping (Any) -> Value?,
        encode: @escaping (Value) -> Any?
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
        self.decode = decode
        self.encode = encode
    }

    /// The stored value, or the default while none is stored.
    public var wrappedValue: Value {
        get { store.value(for: key).flatMap(decode) ?? defaultValue }
        nonmutating set { store.set(encode(newValue), for: key) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let box = UncheckedSendable(self)
        return Binding(get: { box.value.wrappedValue }, set: { box.value.wrappedValue = $0 })
    }
}

extension AppStorage {
    /// A stored value of a plain type, in `store`: stored as itself.
    nonisolated static func plain(_ key: String, _ defaultValue: Value, store: StoredValues = .app) -> AppStorage {
        AppStorage(key: key, defaultValue: defaultValue, store: store, decode: { $0 as? Value }, encode: { $0 })
    }

    /// An enum, in `store`: stored by its raw value.
    nonisolated static func rawValued(_ key: String, _ defaultValue: Value, store: StoredValues = .app) -> AppStorage
    where Value: RawRepresentable {
        AppStorage(
            key: key, defaultValue: defaultValue, store: store, decode: { ($0 as? Value.RawValue).flatMap(Value.init(rawValue:)) },
            encode: { $0.rawValue })
    }

    /// A `Bool` stored under `key`, `wrappedValue` until one is stored.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self = .plain(key, wrappedValue)
    }

    /// An `Int` stored under `key`.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self = .plain(key, wrappedValue)
    }

    /// A `Double` stored under `key`.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self = .plain(key, wrappedValue)
    }

    /// A `String` stored under `key`.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self = .plain(key, wrappedValue)
    }

    /// A `URL` stored under `key`.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self = .plain(key, wrappedValue)
    }

    /// A `Date` stored under `key`.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self = .plain(key, wrappedValue)
    }

    /// `Data` stored under `key`.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self = .plain(key, wrappedValue)
    }

    /// An enum stored by its `Int` raw value under `key`.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self = .rawValued(key, wrappedValue)
    }

    /// An enum stored by its `String` raw value under `key`.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self = .rawValued(key, wrappedValue)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional stored value: nil while none is stored; setting nil removes it.
    nonisolated static func optional<Wrapped>(_ key: String) -> AppStorage where Value == Wrapped? {
        AppStorage(key: key, defaultValue: nil, decode: { $0 as? Wrapped }, encode: { $0 })
    }

    /// An optional enum stored by its raw value: nil while none is stored.
    nonisolated static func optionalRawValued<R: RawRepresentable>(_ key: String) -> AppStorage where Value == R? {
        AppStorage(key: key, defaultValue: nil, decode: { ($0 as? R.RawValue).flatMap(R.init(rawValue:)) }, encode: { $0?.rawValue })
    }

    /// An optional `Bool` stored under `key`.
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self = .optional(key) }
    /// An optional `Int` stored under `key`.
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self = .optional(key) }
    /// An optional `Double` stored under `key`.
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self = .optional(key) }
    /// An optional `String` stored under `key`.
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self = .optional(key) }
    /// An optional `URL` stored under `key`.
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { self = .optional(key) }
    /// An optional `Date` stored under `key`.
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Date? { self = .optional(key) }
    /// Optional `Data` stored under `key`.
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self = .optional(key) }

    /// An optional enum stored by its `String` raw value under `key`.
    nonisolated public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self = .optionalRawValued(key)
    }

    /// An optional enum stored by its `Int` raw value under `key`.
    nonisolated public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self = .optionalRawValued(key)
    }
}

extension View {
    /// The defaults store `AppStorage` uses inside this view when it names none (Apple:
    /// `defaultAppStorage(_:)`). Headless every `AppStorage` keeps its values in the one in-memory
    /// store the process starts empty (D200), whatever store is named, so this changes nothing read.
    ///
    /// ```swift
    /// SettingsView().defaultAppStorage(UserDefaults(suiteName: "group.airfit.shared")!)
    /// ```
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}
