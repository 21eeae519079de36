/// What changed between two display lists, by item identity.
public struct DisplayListDiff: Equatable, Sendable {
    /// Identities drawn only in the second list.
    public let added: [String]
    /// Identities drawn only in the first list.
    public let removed: [String]
    /// Identities drawn in both, differently (frame, opacity, transform, groups or content).
    public let changed: [String]

    /// Compares `old` with `new`; identities are listed in the order they are drawn.
    public init(from old: [DisplayItem], to new: [DisplayItem]) {
        let before = Dictionary(old.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        added = new.map(\.identity).filter { before[$0] == nil }
        removed = old.map(\.identity).filter { after[$0] == nil }
        changed = new.map(\.identity).filter { identity in before[identity].map { $0 != after[identity] } ?? false }
    }

    /// True when the two lists draw the same thing.
    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }
}
