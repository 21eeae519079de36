import Foundation
import Observation

/// The values `@AppStorage` and `@SceneStorage` read and write, kept in memory for the process.
///
/// Apple's `AppStorage` reads `UserDefaults`; headless, a picture must not depend on what an
/// earlier run left on the machine, so every process starts with no stored values and a view
/// sees its declared default until something writes the key (docs/decisions.md D200). Views
/// reading a key are observed: writing it updates every view that shows it, as on iOS.
final class StoredValues: Observable, @unchecked Sendable {
    /// The store `@AppStorage` uses.
    static let app = StoredValues()
    /// The store `@SceneStorage` uses.
    static let scene = StoredValues()

    private let lock = NSLock()
    private var values: [String: Any] = [:]
    private var revision = 0
    private let registrar = ObservationRegistrar()

    /// The value stored for `key`, or nil.
    func value(for key: String) -> Any? {
        registrar.access(self, keyPath: \.revision)
        return lock.withLock { values[key] }
    }

    /// Stores `value` for `key` (nil removes it) and tells the views that read it.
    func set(_ value: Any?, for key: String) {
        registrar.withMutation(of: self, keyPath: \.revision) {
            lock.withLock {
                values[key] = value
                revision += 1
            }
        }
    }
}
