import Foundation

/// One input (what the host reports: a drag's value, a long press's `true`, a pinch's value)
/// routed through a gesture: the value the gesture reports for it, and whether it ends the gesture.
struct GestureRoute {
    let value: Any
    let ended: Bool

    /// Routes `input` through `gesture`: a composed or modified gesture routes it through its parts
    /// (whose callbacks run); a primitive one reports it when it is of its value type.
    @MainActor static func input<G: Gesture>(_ input: Any, to gesture: G, ended: Bool, memory: NodeStorage, path: String) -> GestureRoute? {
        if let routing = gesture as? any GestureRouting { return routing.route(input, ended: ended, memory: memory, path: path) }
        if let value = input as? G.Value { return GestureRoute(value: value, ended: ended) }
        return nil
    }
}

/// A gesture made of others, or with callbacks, that routes inputs through its parts.
@MainActor protocol GestureRouting {
    /// Routes `input` through this gesture at `path` inside the attached gesture; nil when the
    /// input is none of this gesture's. `memory` keeps what the gesture needs between inputs.
    func route(_ input: Any, ended: Bool, memory: NodeStorage, path: String) -> GestureRoute?
}
