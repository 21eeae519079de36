/// When an animation counts as complete for a completion handler (Apple: `AnimationCompletionCriteria`).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let isRemoved: Bool

    /// When the animation reaches its final value, as far as anyone can see.
    public static let logicallyComplete = AnimationCompletionCriteria(isRemoved: false)
    /// When the animation is removed from the system, having fully settled.
    public static let removed = AnimationCompletionCriteria(isRemoved: true)
}

/// One completion handler of a transaction, for the runtime.
package struct AnimationCompletion: @unchecked Sendable {
    /// Distinguishes handlers so one transaction's handler is kept once however many views it changed.
    public let id: Int
    public let criteria: AnimationCompletionCriteria
    public let handler: () -> Void

    @MainActor static var nextID = 0
}

extension Transaction {
    /// Runs `completion` when the animations this transaction starts complete by `criteria`.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete,
        _ completion: @escaping () -> Void
    ) {
        let id = MainActor.assumeIsolated { () -> Int in
            AnimationCompletion.nextID += 1
            return AnimationCompletion.nextID
        }
        completions.append(AnimationCompletion(id: id, criteria: criteria, handler: completion))
    }
}

/// Runs `body` so its state changes animate with `animation`, then `completion` once those
/// animations complete by `completionCriteria`.
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try TransactionContext.with(transaction, body)
}
