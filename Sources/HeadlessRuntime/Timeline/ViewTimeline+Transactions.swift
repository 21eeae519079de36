import HeadlessSwiftUI

extension ViewTimeline {
    /// The animation each node's changes take where it is not the update's own: under an
    /// `.animation(_:value:)` whose value changed, that animation; under a `transaction(_:)`, the
    /// transaction as its closure leaves it (nil: no animation). Walked from the roots, so the
    /// modifier nearest a view decides, as SwiftUI passes the transaction down the tree; a node
    /// absent from the result takes the update's animation.
    func implicitAnimations(old: [String: ViewNode], new: [ViewNode], transaction: Animation?) -> [String: Animation?] {
        var result: [String: Animation?] = [:]
        var index = 0
        // `new` lists the roots' trees one after the other, parents first: each walk says how
        // many nodes its tree holds, and the next root follows them.
        while index < new.count {
            index += walk(new[index], animation: nil, old: old, transaction: transaction, into: &result)
        }
        return result
    }

    /// Decides `node`'s animation from the one above it (nil: the update's own) and walks on;
    /// returns how many nodes its tree holds.
    private func walk(
        _ node: ViewNode, animation inherited: Animation??, old: [String: ViewNode], transaction: Animation?,
        into result: inout [String: Animation?]
    ) -> Int {
        var animation = inherited
        if case let .effect(.animation(implicit, value)) = node.kind, let implicit,
            case let .effect(.animation(_, oldValue))? = old[node.identity]?.kind, !Self.equal(value, oldValue)
        {
            animation = .some(implicit)
        }
        if let change = node.transactionChange, change.applies(comparedWith: old[node.identity]?.transactionChange) {
            var changed = Transaction(animation: animation ?? transaction)
            change.transform(&changed)
            animation = .some(changed.animation)
        }
        if let animation { result[node.identity] = animation }
        var count = 1
        for child in node.children { count += walk(child, animation: animation, old: old, transaction: transaction, into: &result) }
        return count
    }
}
