import Foundation

/// What the graph keeps for one identity across re-evaluations: `@State` values, the last value
/// seen by `onChange`, and how many times the body ran.
@MainActor package final class NodeStorage {
    var states: [Int: AnyObject] = [:]
    var lastChangeValue: (any Equatable)?
    var task: Task<Void, Never>?
    /// What composed gestures remember between inputs (a sequence's first value), by their path
    /// inside the gesture.
    var gestureMemory: [String: Any] = [:]
    /// How many times this identity's body has been evaluated.
    public internal(set) var bodyEvaluations = 0
}

/// Identities whose views must be re-evaluated. Observation reports changes from whichever
/// thread mutates a model, so the set is locked.
final class DirtySet: @unchecked Sendable {
    private let lock = NSLock()
    private var identities: Set<String> = []
    private var animation: Animation?
    private var completions: [AnimationCompletion] = []

    /// Marks `identity` invalid; a change made on the main actor inside `withAnimation` also
    /// records that transaction's animation for the update.
    func insert(_ identity: String) {
        let transaction = TransactionContext.current
        lock.lock()
        identities.insert(identity)
        if let animation = transaction.animation { self.animation = animation }
        for completion in transaction.completions where !completions.contains(where: { $0.id == completion.id }) {
            completions.append(completion)
        }
        lock.unlock()
    }

    func drain() -> (identities: Set<String>, animation: Animation?, completions: [AnimationCompletion]) {
        lock.lock()
        defer {
            identities = []
            animation = nil
            completions = []
            lock.unlock()
        }
        return (identities, animation, completions)
    }

    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return identities.isEmpty
    }
}
