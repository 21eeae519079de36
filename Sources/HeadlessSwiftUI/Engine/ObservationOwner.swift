import Foundation
import Observation

/// The view a read made while the graph resolves belongs to: the nearest view whose body is being
/// resolved. SwiftUI tracks what a view's update reads, the bindings its controls and presentations
/// read and the content closures its `ForEach` calls included, and updates that view when an
/// `@Observable` property among them changes; here a body's own evaluation is tracked
/// (`ViewGraph.evaluate`), and reads made later while its content resolves (a binding a sheet or a
/// picker reads, a row a `ForEach` builds) are tracked through this owner (D297).
struct ObservationOwner: Sendable {
    let dirty: DirtySet
    let identity: String

    /// The owner of reads made now on this thread: nil outside resolution (an action run by a tap
    /// reads without tracking, as on iOS) and on other threads.
    static var current: ObservationOwner? { ThreadOwner.box.owner }

    /// Makes `owner` the owner of the reads that follow on this thread; returns the one it
    /// replaces, for `restore(_:)`. Set and restored around each body's resolution rather than
    /// bound with a task-local, whose closures would deepen the stack of a thousand nested views.
    @MainActor static func enter(_ owner: ObservationOwner?) -> ObservationOwner? {
        let box = ThreadOwner.box
        let previous = box.owner
        box.owner = owner
        return previous
    }

    /// Gives reads back to the owner `enter(_:)` replaced.
    @MainActor static func restore(_ previous: ObservationOwner?) {
        ThreadOwner.box.owner = previous
    }

    /// Runs `work` with its reads owned by `owner`: for a node built again after its view's body
    /// (a list's rows, a reader's content), whose reads still belong to that view. A body's own
    /// resolution enters and restores inline (`ViewGraph.evaluateBody`), adding no frame to the
    /// deepest recursion.
    @MainActor static func resuming<T>(_ owner: ObservationOwner?, _ work: () -> T) -> T {
        let previous = enter(owner)
        defer { restore(previous) }
        return work()
    }

    /// Runs `read`, and when the graph is resolving a view, marks that view invalid once an
    /// observable property `read` accessed changes.
    static func observe<T>(_ read: () -> T) -> T {
        guard let owner = current else { return read() }
        return withObservationTracking(read) { owner.dirty.insert(owner.identity) }
    }
}

/// The resolving owner of one thread, kept in a POSIX thread-specific slot (Swift has no
/// thread-local storage of its own on Linux; the slot's destructor frees a finished thread's box).
private final class ThreadOwner {
    var owner: ObservationOwner?

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { box in
            if let box { Unmanaged<ThreadOwner>.fromOpaque(box).release() }
        }
        return key
    }()

    /// This thread's box, made on first use.
    static var box: ThreadOwner {
        if let stored = pthread_getspecific(key) { return Unmanaged<ThreadOwner>.fromOpaque(stored).takeUnretainedValue() }
        let box = ThreadOwner()
        pthread_setspecific(key, Unmanaged.passRetained(box).toOpaque())
        return box
    }
}
