extension View {
    /// Changes the transaction of the changes made to this view and the views inside it (Apple:
    /// `transaction(_:)`): setting its animation to nil stops them animating, setting another
    /// animates them with it, whatever animation the change was made with.
    ///
    /// ```swift
    /// Text(score, format: .number).transaction { $0.animation = nil }
    /// ```
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(change: UncheckedSendable(TransactionChange(transform: transform, trigger: nil))))
    }

    /// Changes the transaction of the changes made to this view and the views inside it when
    /// `value` changes (Apple: `transaction(value:_:)`, iOS 17).
    ///
    /// ```swift
    /// Badge(count: count).transaction(value: count) { $0.animation = .bouncy }
    /// ```
    nonisolated public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(change: UncheckedSendable(TransactionChange(transform: transform, trigger: value))))
    }
}

/// What a `transaction(_:)` modifier does to the transactions passing through it, and, for
/// `transaction(value:_:)`, the value whose change lets it apply.
package struct TransactionChange {
    /// The change to the transaction.
    package let transform: (inout Transaction) -> Void
    /// The value it watches; nil for a change that always applies.
    let trigger: (any Equatable)?

    /// Whether the change applies in an update where the modifier was `old` before.
    package func applies(comparedWith old: TransactionChange?) -> Bool {
        guard let trigger else { return true }
        guard let previous = old?.trigger else { return false }
        return !trigger.isEqual(to: previous)
    }
}

/// Marks its content's node with a change to the transactions of the updates that reach it.
struct TransactionModifier {
    let change: UncheckedSendable<TransactionChange>

    nonisolated init(change: UncheckedSendable<TransactionChange>) {
        self.change = change
    }
}

extension TransactionModifier: ViewModifier, _PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("TransactionModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        let node = context.node(.custom("Transaction"), children: content(context))
        node.transactionChange = change.value
        return [node]
    }
}
