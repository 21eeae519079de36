import Foundation

/// An app: the type marked `@main` whose body lists its scenes (Apple: `App`).
///
/// On Linux the layer has no window server, so `main()` does not run a UI: it makes the app,
/// reads its scenes' windows, says on standard error how many there are and how to see them
/// (`ViewHost(scene:)` in tests, the `airfit` tool for previews), and returns. The app's files
/// compile unchanged.
///
/// ```swift
/// @main
/// struct WorkoutsApp: App {
///     @StateObject private var store = WorkoutStore()
///     var body: some Scene {
///         WindowGroup { WorkoutsView().environmentObject(store) }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol App {
    /// The type of scene this app's `body` returns.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// Makes the app; SwiftUI calls it once, at launch.
    @MainActor @preconcurrency init()
}

extension App {
    /// The app's entry point: on Linux, makes the app and reports its windows (see `App`).
    @MainActor @preconcurrency public static func main() {
        let windows = sceneWindows(Self().body)
        let message =
            "\(Self.self): \(windows.count) window\(windows.count == 1 ? "" : "s"); the headless SwiftUI layer has no display, "
            + "so an app's screens are drawn by ViewHost(scene:) and the airfit tool, not by running the app.\n"
        FileHandle.standardError.write(Data(message.utf8))
    }
}
