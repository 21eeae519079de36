/// A collection's indices paired with its elements' identities: the data of a `ForEach` made with
/// `editActions:` (Apple: `IndexedIdentifierCollection`). Each row finds its element by index and
/// keeps its identity by id.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
    /// One element's index in the base collection and its identity.
    public struct Element {
        let index: Base.Index
        let id: ID
    }

    /// The base collection's index.
    public typealias Index = Base.Index

    let base: Base
    let identify: (Base.Element) -> ID

    nonisolated init(base: Base, id: @escaping (Base.Element) -> ID) {
        self.base = base
        identify = id
    }

    /// The base collection's first index.
    public var startIndex: Index { base.startIndex }
    /// The base collection's end index.
    public var endIndex: Index { base.endIndex }

    /// The element at `position` with its identity.
    public subscript(position: Index) -> Element { Element(index: position, id: identify(base[position])) }

    /// The index after `i` in the base collection.
    public func index(after i: Index) -> Index { base.index(after: i) }
}

extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    /// The index before `i` in the base collection.
    public func index(before i: Index) -> Index { base.index(before: i) }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}
