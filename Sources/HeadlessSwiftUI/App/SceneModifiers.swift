import Foundation
import Observation
import OpenCombine

/// A scene whose windows' root views are changed by a scene modifier (Apple's scene modifiers
/// return `some Scene`).
struct _ModifiedScene<Base: Scene> {
    let base: Base
    let modify: @MainActor (AnyView) -> AnyView

    nonisolated init(base: Base, modify: @escaping @MainActor (AnyView) -> AnyView) {
        self.base = base
        self.modify = modify
    }

    var body: Never { fatalError("_ModifiedScene is primitive") }
}

extension _ModifiedScene: Scene, _PrimitiveScene {
    func _windows() -> [AnyView] { sceneWindows(base).map(modify) }
}

extension Scene {
    /// Sets an environment value for every view in the scene's windows.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }.environment(\.locale, Locale(identifier: "de"))
    /// ```
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        let (keyPath, value) = (UncheckedSendable(keyPath), UncheckedSendable(value))
        return _ModifiedScene(base: self) { AnyView($0.environment(keyPath.value, value.value)) }
    }

    /// Changes an environment value for every view in the scene's windows.
    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some Scene {
        let (keyPath, transform) = (UncheckedSendable(keyPath), UncheckedSendable(transform))
        return _ModifiedScene(base: self) { AnyView($0.transformEnvironment(keyPath.value, transform: transform.value)) }
    }

    /// Puts an observable object into the environment of the scene's windows.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        let object = UncheckedSendable(object)
        return _ModifiedScene(base: self) { AnyView($0.environment(object.value)) }
    }

    /// Puts an `ObservableObject` into the environment of the scene's windows, for
    /// `@EnvironmentObject` to read.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        let object = UncheckedSendable(object)
        return _ModifiedScene(base: self) { AnyView($0.environmentObject(object.value)) }
    }

    /// Runs `action` when `value` changes, as each window's root view sees it.
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some Scene {
        let (value, action) = (UncheckedSendable(value), UncheckedSendable(action))
        return _ModifiedScene(base: self) { AnyView($0.onChange(of: value.value, initial: initial) { action.value($0, $1) }) }
    }

    /// Runs `action` when `value` changes, as each window's root view sees it.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        let (value, action) = (UncheckedSendable(value), UncheckedSendable(action))
        return _ModifiedScene(base: self) { AnyView($0.onChange(of: value.value, initial: initial) { action.value() }) }
    }

    /// The user defaults `@AppStorage` reads in the scene's windows.
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
        let store = UncheckedSendable(store)
        return _ModifiedScene(base: self) { AnyView($0.defaultAppStorage(store.value)) }
    }

    /// How the scene's windows prefer the home indicator and other system overlays shown.
    nonisolated public func persistentSystemOverlays(_ preferredVisibility: Visibility) -> some Scene {
        _ModifiedScene(base: self) { AnyView($0.persistentSystemOverlays(preferredVisibility)) }
    }

    /// Which external events (URLs, activities) open the scene: recorded, as the layer receives
    /// none.
    nonisolated public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        _ModifiedScene(base: self) { $0 }
    }
}
