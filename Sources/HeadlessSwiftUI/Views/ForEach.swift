/// Views made from a collection, each identified by an id (Apple: `ForEach`).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection the views are made from.
    public var data: Data
    /// Makes the view for one element.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
    /// A view for each element of `data`, identified by the element's property at `id`.
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    public var body: Never { bodyError() }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view for each element of `data`, identified by the element's `id`.
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// A view for each integer of a constant range, identified by the integer.
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0 }
    }
}

extension ForEach: _PrimitiveView where Content: View {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        if let subviews = self as? any SubviewsForEach { return subviews.resolveSubviews(in: context) }
        // Each element's id and view are made here, not in a body: what they read of an
        // observable element updates the view that owns this ForEach (D297).
        let identifier = id
        return data.flatMap { element in
            let (id, view): (ID, Content) = ObservationOwner.observe { (identifier(element), content(element)) }
            let nodes = context.resolve(view, component: "id:\(id)")
            for node in nodes where node.traits[ObjectIdentifier(ExplicitIDTrait.self)] == nil {
                node.traits[ObjectIdentifier(ExplicitIDTrait.self)] = AnyHashable(id)
            }
            return nodes
        }
    }
}
