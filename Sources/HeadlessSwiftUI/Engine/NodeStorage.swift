import Foundation

/// What the graph keeps for one identity across re-evaluations: `@State` values, the last value
/// seen by `onChange`, and how many times the body ran.
@_spi(Runtime) @MainActor public final class NodeStorage {
    var states: [Int: AnyObject] = [:]
    var lastChangeValue: (any Equatable)?
    var task: Task<Void, Never>?
    /// How many times this identity's body has been evaluated.
    public internal(set) var bodyEvaluations = 0
}

/// Identities whose views must be re-evaluated. Observation reports changes from whichever
/// thread mutates a model, so the set is locked.
final class DirtySet: @unchecked Sendable {
    private let lock = NSLock()
    private var identities: Set<String> = []
    private var animation: Animation?

    /// Marks `identity` invalid; a change made on the main actor inside `withAnimation` also
    /// records that transaction's animation for the update.
    func insert(_ identity: String) {
        let animation = TransactionContext.current.animation
        lock.lock()
        identities.insert(identity)
        if let animation { self.animation = animation }
        lock.unlock()
    }

    func drain() -> (identities: Set<String>, animation: Animation?) {
        lock.lock()
        defer { identities = []; animation = nil; lock.unlock() }
        return (identities, animation)
    }

    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return identities.isEmpty
    }
}
