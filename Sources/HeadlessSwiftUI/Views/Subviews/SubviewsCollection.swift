/// The subviews of a view's content, in order (Apple: `SubviewsCollection`); a view of them all.
///
/// ```swift
/// Group(subviews: content) { subviews in
///     HStack { subviews.first; Spacer(); subviews[1...] }
/// }
/// ```
public struct SubviewsCollection: RandomAccessCollection {
    let elements: [Subview]

    /// The first subview's position: 0.
    public var startIndex: Int { elements.startIndex }
    /// One past the last subview's position.
    public var endIndex: Int { elements.endIndex }
    /// The subview at `index`.
    public subscript(index: Int) -> Subview { elements[index] }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(elements: elements[bounds]) }

    public var body: Never { bodyError() }
}

extension SubviewsCollection: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { elements.map(\.node) }
}

/// A run of a view's subviews (Apple: `SubviewsCollectionSlice`); a view of them all.
public struct SubviewsCollectionSlice: RandomAccessCollection {
    let elements: ArraySlice<Subview>

    /// The first subview's position in the whole collection.
    public var startIndex: Int { elements.startIndex }
    /// One past the last subview's position.
    public var endIndex: Int { elements.endIndex }
    /// The subview at `index`.
    public subscript(index: Int) -> Subview { elements[index] }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(elements: elements[bounds]) }

    public var body: Never { bodyError() }
}

extension SubviewsCollectionSlice: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { elements.map(\.node) }
}
