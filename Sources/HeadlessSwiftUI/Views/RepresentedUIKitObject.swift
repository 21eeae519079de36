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
    /// and kept in the graph's storage, `update` run on every resolution under observation
    /// tracking (D297), then `view` of the object drawn as a `UIView` is (`UIViewDrawing`).
    static func resolve<Wrapper>(
        _ wrapper: Wrapper.Type, kind: String, in parent: ResolveContext, component: String,
        makeCoordinator: () -> Coordinator, make: (Coordinator, EnvironmentValues) -> Object,
        update: (Object, Coordinator, EnvironmentValues) -> Void, fitted: (Object, Coordinator, EnvironmentValues) -> CGSize?,
        view: (Object) -> UIView
    ) -> [ViewNode] {
        let context = parent.child(component)
        let node = ViewNode(identity: context.path + ":" + String(describing: Wrapper.self), kind: .custom(kind))
        let storage = context.graph.storage(creatingFor: node.identity)
        let held: RepresentedUIKitObject
        if let stored = storage.states[storageKey] as? RepresentedUIKitObject {
            held = stored
        } else {
            let coordinator = makeCoordinator()
            held = RepresentedUIKitObject(
                object: ObservationOwner.observe { make(coordinator, context.environment) }, coordinator: coordinator)
            storage.states[storageKey] = held
        }
        ObservationOwner.observe { update(held.object, held.coordinator, context.environment) }
        let size = fitted(held.object, held.coordinator, context.environment)
        node.environment = context.environment
        node.children = context.resolve(UIViewDrawing.view(for: view(held.object), fitted: size), component: "uiView")
        return [node]
    }
}
