import Foundation

/// What an `ObservableObject` announces before it changes (Apple: Combine's
/// `ObservableObjectPublisher`). Linux has no Combine, so the layer carries the part SwiftUI code
/// uses: `send()`, which tells every view observing the object to update.
///
/// ```swift
/// final class Timer: ObservableObject {
///     var ticks = 0 { willSet { objectWillChange.send() } }
/// }
/// ```
public final class ObservableObjectPublisher: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [Int: @Sendable () -> Void] = [:]
    private var nextID = 0

    /// A publisher with no subscribers yet.
    public init() {}

    /// Announces that the object is about to change.
    public func send() {
        lock.lock()
        let receivers = Array(subscribers.values)
        lock.unlock()
        for receive in receivers { receive() }
    }

    /// Calls `receive` on every `send()` until the returned subscription is released.
    func subscribe(_ receive: @escaping @Sendable () -> Void) -> ObjectSubscription {
        lock.lock()
        defer { lock.unlock() }
        nextID += 1
        subscribers[nextID] = receive
        return ObjectSubscription(publisher: self, id: nextID)
    }

    fileprivate func cancel(_ id: Int) {
        lock.lock()
        subscribers[id] = nil
        lock.unlock()
    }
}

/// A view's subscription to an object's changes; released with the view's storage.
final class ObjectSubscription: @unchecked Sendable {
    private weak var publisher: ObservableObjectPublisher?
    private let id: Int
    /// The object subscribed to, to tell whether a view now holds another one.
    var object: AnyObject?

    fileprivate init(publisher: ObservableObjectPublisher, id: Int) {
        self.publisher = publisher
        self.id = id
    }

    deinit { publisher?.cancel(id) }
}
