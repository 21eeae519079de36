/// A part of an app's interface the system manages, such as a window group (Apple: `Scene`).
/// Scenes compile as on iOS; on Linux there is no window server, so a scene's windows are what
/// `ViewHost(scene:)` and `App.main()` read: their root views, with what the scene modifiers set.
///
/// ```swift
/// struct Inbox: Scene {
///     var body: some Scene {
///         WindowGroup { InboxView() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene's `body` returns.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A scene the layer reads itself instead of asking for a `body`: its windows' root views.
@MainActor protocol _PrimitiveScene {
    func _windows() -> [AnyView]
}

/// The root views of a scene's windows, in order: a primitive scene's own, otherwise its body's.
///
/// ```swift
/// let roots = sceneWindows(WindowGroup { Text("Hi") })  // one root view
/// ```
@MainActor package func sceneWindows<S: Scene>(_ scene: S) -> [AnyView] {
    if let primitive = scene as? any _PrimitiveScene { return primitive._windows() }
    return sceneWindows(scene.body)
}
