extension Group {
    /// A view made from the subviews of `view` (Apple: `Group(subviews:transform:)`): `transform`
    /// gets them all at once, to lay out as a custom container does.
    ///
    /// ```swift
    /// Group(subviews: content) { subviews in
    ///     if subviews.count > 3 { Text("\(subviews.count) cards") } else { VStack { subviews } }
    /// }
    /// ```
    nonisolated public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.content = GroupElementsOfContent(base: view, transform: transform)
    }
}

/// What `Group(subviews:transform:)` draws (Apple: `GroupElementsOfContent`): the transform of
/// the base's subviews, made again when a view inside changes.
public struct GroupElementsOfContent<Subviews: View, Content: View> {
    let base: Subviews
    let transform: (SubviewsCollection) -> Content

    nonisolated init(base: Subviews, transform: @escaping (SubviewsCollection) -> Content) {
        self.base = base
        self.transform = transform
    }

    public var body: Never { bodyError() }
}

extension GroupElementsOfContent: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        [
            context.node(.custom("GroupElements")) { holder in
                let subviews = SubviewsCollection(elements: context.subviews(of: base, heldBy: holder))
                return context.resolve(transform(subviews), component: "result")
            }
        ]
    }
}
