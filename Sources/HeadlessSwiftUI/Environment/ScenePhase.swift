/// Whether the scene is in front and taking input (Apple: `ScenePhase`). A headless picture is an
/// app in the foreground, so `scenePhase` reads `.active`.
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
/// ```
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not visible.
    case background
    /// Visible but not taking input.
    case inactive
    /// In the foreground, taking input.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The phase of the scene the view is in: `.active` here.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
