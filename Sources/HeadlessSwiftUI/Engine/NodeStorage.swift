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

    func insert(_ identity: String) {
        lock.lock()
        identities.insert(identity)
        lock.unlock()
    }

    func drain() -> Set<String> {
        lock.lock()
        defer { identities = []; lock.unlock() }
        return identities
    }

    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return identities.isEmpty
    }
}
