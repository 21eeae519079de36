/// Builds an app's or a scene's body from the scenes listed in it (Apple: `SceneBuilder`).
///
/// ```swift
/// var body: some Scene {
///     WindowGroup { ContentView() }
///     WindowGroup("Inspector", id: "inspector") { InspectorView() }
/// }
/// ```
@resultBuilder
public struct SceneBuilder {
    /// A scene as written.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes, in order.
    @_disfavoredOverload
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
        _TupleScene((repeat each content))
    }

    /// A scene inside `if #available`, or nothing.
    public static func buildOptional<Content: Scene>(_ scene: Content?) -> some Scene {
        _OptionalScene(scene: scene)
    }

    /// A scene behind an availability check.
    public static func buildLimitedAvailability<Content: Scene>(_ scene: Content) -> some Scene { scene }
}

/// Several scenes of one body, in order.
struct _TupleScene<T> {
    let value: T

    nonisolated init(_ value: T) { self.value = value }

    var body: Never { fatalError("_TupleScene is primitive") }
}

extension _TupleScene: Scene, _PrimitiveScene {
    func _windows() -> [AnyView] {
        Mirror(reflecting: value).children.flatMap { child in
            (child.value as? any Scene).map { sceneWindows($0) } ?? []
        }
    }
}

/// A scene that may be absent.
struct _OptionalScene<Content: Scene> {
    let scene: Content?

    nonisolated init(scene: Content?) { self.scene = scene }

    var body: Never { fatalError("_OptionalScene is primitive") }
}

extension _OptionalScene: Scene, _PrimitiveScene {
    func _windows() -> [AnyView] { scene.map { sceneWindows($0) } ?? [] }
}
