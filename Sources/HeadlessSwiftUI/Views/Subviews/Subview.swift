/// One view of another view's content, as a container takes it apart (Apple: `Subview`): what
/// `Group(subviews:transform:)` and `ForEach(subviews:content:)` hand a custom container, drawn
/// where the container places it, with the values it passed up.
///
/// ```swift
/// struct Stacked<Content: View>: View {
///     @ViewBuilder var content: Content
///     var body: some View {
///         VStack(spacing: 8) {
///             ForEach(subviews: content) { subview in
///                 subview.padding().background(.thinMaterial, in: .rect(cornerRadius: 12))
///             }
///         }
///     }
/// }
/// ```
public struct Subview: Identifiable {
    let node: ViewNode

    /// A subview's identity (Apple: `Subview.ID`): the view's place in its content.
    public struct ID: Hashable {
        let identity: String
    }

    /// The subview's identity, stable while the view stays in its content.
    public var id: ID { ID(identity: node.identity) }

    /// The values the view passed to its container, and its tag.
    public let containerValues: ContainerValues

    @MainActor init(node: ViewNode) {
        self.node = node
        var values = node.trait(ContainerValuesTrait.self) ?? ContainerValues()
        values.tagValue = node.trait(TagTrait.self)
        containerValues = values
    }

    public var body: Never { bodyError() }
}

extension Subview: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { [node] }
}

extension ResolveContext {
    /// The subviews of `view`'s content, resolved here: each view it makes, a `ForEach`'s or a
    /// group's taken apart as a list takes them into rows; `holder` keeps their state.
    func subviews(of view: some View, heldBy holder: ViewNode) -> [Subview] {
        child("subviews").rows(of: view, component: "content", heldBy: holder).map(Subview.init(node:))
    }
}
