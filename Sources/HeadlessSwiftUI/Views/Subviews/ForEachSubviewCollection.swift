extension ForEach {
    /// A view for each subview of `view` (Apple: `ForEach(subviews:content:)`), identified by the
    /// subview's identity.
    ///
    /// ```swift
    /// ForEach(subviews: content) { subview in
    ///     subview.frame(maxWidth: .infinity).padding(.vertical, 6)
    /// }
    /// ```
    nonisolated public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
        self.data = ForEachSubviewCollection(source: view)
        self.content = content
        self.id = { $0.id }
    }
}

/// The subviews a `ForEach(subviews:content:)` makes its views from (Apple:
/// `ForEachSubviewCollection`): found where the `ForEach` is resolved, so empty before.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let source: any View
    var elements: [Subview] = []

    nonisolated init(source: any View) {
        self.source = source
    }

    /// 0.
    public var startIndex: Int { elements.startIndex }
    /// The number of subviews.
    public var endIndex: Int { elements.endIndex }
    /// The subview at `index`.
    public subscript(index: Int) -> Subview { elements[index] }
}

/// A `ForEach` over subviews: it finds them where it is resolved.
protocol SubviewsForEach {
    @MainActor func resolveSubviews(in context: ResolveContext) -> [ViewNode]
}

extension ForEach: SubviewsForEach where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
    @MainActor func resolveSubviews(in context: ResolveContext) -> [ViewNode] {
        [
            context.node(.custom("ForEachSubview")) { holder in
                context.subviews(of: AnyView(data.source), heldBy: holder).flatMap { subview in
                    context.resolve(content(subview), component: "id:\(subview.id.identity)")
                }
            }
        ]
    }
}
