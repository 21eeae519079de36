import Foundation

/// A lookup's answers kept by key, for the lookups a body evaluation repeats (an image's file, a
/// color set, a string table, a JPEG's size): the answer, nil included, is worked out once
/// outside the lock and every later call reads it. Two first calls at once may both work it out;
/// they find the same answer.
package final class LookupCache<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Key: Value] = [:]

    package init() {}

    /// The answer kept for `key`, or `find`'s, kept from now on.
    package func value(for key: Key, _ find: () -> Value) -> Value {
        lock.lock()
        if let known = answers[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let found = find()
        lock.lock()
        answers[key] = found
        lock.unlock()
        return found
    }
}
