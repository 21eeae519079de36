import Foundation

/// What a wrapped UIKit view or controller keeps for its place in the tree: the object `make`
/// made and the coordinator made before it, both made once (D301, D303).
@MainActor final class RepresentedUIKitObject<Object: AnyObject, Coordinator> {
    /// The key of the graph's storage under which it is kept (below the dynamic properties').
    static var storageKey: Int { -1 }
    let object: Object
    let coordinator: Coordinator

    init(object: Object, coordinator: Coordinator) {
        self.object = object
        self.coordinator = coordinator
    }

    /// The node of a wrapper of `Wrapper` at `component`: the coordinator and the object made once
    /// and kept in the graph's storage, the wrapper's context made once per resolution for `make`
    /// (the first time), `update` (every time, under observation tracking, D297) and `fitted`,
    /// then `view` of the object drawn as a `UIView` is (`UIViewDrawing`).
    static func resolve<Wrapper, Context>(
        _ wrapper: Wrapper.Type, kind: String, in parent: ResolveContext, component: String,
        makeCoordinator: () -> Coordinator, context makeContext: (Coordinator, EnvironmentValues) -> Context,
        make: (Context) -> Object, update: (Object, Context) -> Void, fitted: (Object, Context) -> CGSize?,
        view: (Object) -> UIView
    ) -> [ViewNode] {
        let resolveContext = parent.child(component)
        let node = ViewNode(identity: resolveContext.path + ":" + String(describing: Wrapper.self), kind: .custom(kind))
        let storage = resolveContext.graph.storage(creatingFor: node.identity)
        let stored = storage.states[storageKey] as? RepresentedUIKitObject
        let coordinator = stored?.coordinator ?? makeCoordinator()
        let context = makeContext(coordinator, resolveContext.environment)
        let held: RepresentedUIKitObject
        if let stored {
            held = stored
        } else {
            held = RepresentedUIKitObject(object: ObservationOwner.observe { make(context) }, coordinator: coordinator)
            storage.states[storageKey] = held
        }
        ObservationOwner.observe { update(held.object, context) }
        let size = fitted(held.object, context)
        node.environment = resolveContext.environment
        node.children = resolveContext.resolve(UIViewDrawing.view(for: view(held.object), fitted: size), component: "uiView")
        return [node]
    }
}
