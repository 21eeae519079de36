import Observation

/// Where a view is being resolved: its identity path, its environment and the graph it belongs to.
@MainActor final class ResolveContext {
    let path: String
    var environment: EnvironmentValues
    unowned let graph: ViewGraph
    /// The content a custom modifier's `body(content:)` stands for, innermost last: resolved where
    /// the body places it, with the environment the body gives it there.
    let modifierContent: [(ResolveContext) -> [ViewNode]]

    init(path: String, environment: EnvironmentValues, graph: ViewGraph, modifierContent: [(ResolveContext) -> [ViewNode]] = []) {
        self.path = path
        self.environment = environment
        self.graph = graph
        self.modifierContent = modifierContent
    }

    /// A context one level down.
    func child(
        _ component: String, environment: EnvironmentValues? = nil,
        modifierContent: [(ResolveContext) -> [ViewNode]]? = nil
    ) -> ResolveContext {
        ResolveContext(
            path: path + "/" + component, environment: environment ?? self.environment, graph: graph,
            modifierContent: modifierContent ?? self.modifierContent)
    }

    /// The nodes of `view` placed at `component` below this context.
    func resolve(_ view: any View, component: String) -> [ViewNode] {
        let context = child(component)
        if let primitive = view as? any _PrimitiveView {
            return primitive._resolve(in: context)
        }
        if let wrapped = resolveUIKitWrapper(view, component: component) { return wrapped }
        let node = ViewNode(
            identity: context.path + ":" + String(describing: type(of: view)),
            kind: .custom(String(describing: type(of: view))))
        node.reevaluate = { [unowned graph] in graph.evaluateBody(of: view, identity: node.identity, in: context) }
        node.children = node.reevaluate!()
        return [node]
    }

    /// The nodes of a wrapped UIKit view (D301) or controller (D303), drawn from the UIKit object
    /// rather than a body; nil for any other view. Kept out of `resolve` so the casts' temporaries
    /// do not widen the frame every level of a deep tree recurses through.
    @inline(never)
    private func resolveUIKitWrapper(_ view: any View, component: String) -> [ViewNode]? {
        if let representable = view as? any UIViewRepresentable {
            return representable._resolveRepresentable(in: self, component: component)
        }
        if let representable = view as? any UIViewControllerRepresentable {
            return representable._resolveRepresentable(in: self, component: component)
        }
        return nil
    }

    /// A node of `kind` here, with `children`.
    func node(_ kind: NodeKind, children: [ViewNode] = []) -> ViewNode {
        let node = ViewNode(identity: path, kind: kind, children: children)
        node.environment = environment
        return node
    }

    /// A node of `kind` here whose children `build` makes from views it takes apart (a list's
    /// rows, a container's subviews): built again when a view inside changes, and keeping the state
    /// of the views it took apart (`ViewNode.retainViews(in:)`) while it stands.
    func node(_ kind: NodeKind, collecting build: @escaping (ViewNode) -> [ViewNode]) -> ViewNode {
        let node = node(kind)
        node.readsPreferences = true
        // Built again later, its reads still belong to the view whose content it is.
        let owner = ObservationOwner.current
        node.reevaluate = { [unowned node] in ObservationOwner.resuming(owner) { build(node) } }
        node.children = build(node)
        return node
    }

    /// A node of `kind` here whose children `build` makes from its content's preferences: the graph
    /// builds them again when a view inside changes (`overlayPreferenceValue`, `onPreferenceChange`).
    func node(_ kind: NodeKind, readingPreferences build: @escaping () -> [ViewNode]) -> ViewNode {
        let node = node(kind, children: build())
        node.readsPreferences = true
        let owner = ObservationOwner.current
        node.reevaluate = { ObservationOwner.resuming(owner, build) }
        return node
    }
}
