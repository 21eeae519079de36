/// A stored property of a view that the graph updates before each `body` (Apple: `DynamicProperty`).
public protocol DynamicProperty {
    /// Called before the view's body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// What a dynamic property is given when the graph connects it.
struct DynamicPropertyContext {
    let storage: NodeStorage
    /// The property's position among the view's stored properties: its key in the storage.
    let index: Int
    let environment: EnvironmentValues
    /// Marks the owning view for re-evaluation.
    let invalidate: @Sendable () -> Void
}

/// A dynamic property the graph knows how to connect.
@MainActor protocol _GraphInstallable {
    @MainActor func _install(_ context: DynamicPropertyContext)
}
