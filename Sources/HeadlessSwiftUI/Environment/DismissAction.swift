/// Dismisses the presentation the view is in: a sheet, or a pushed destination (Apple: `DismissAction`).
/// Outside any presentation it does nothing.
@MainActor
public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    nonisolated init(action: @escaping @MainActor @Sendable () -> Void) {
        self.action = action
    }

    /// Dismisses the presentation (a sheet, a pushed view) this view is in.
    public func callAsFunction() {
        action()
    }
}

private struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction {}
}

extension EnvironmentValues {
    /// Dismisses the current presentation; read-only for views, as in SwiftUI.
    public var dismiss: DismissAction { self[DismissKey.self] }

    /// Set by presentations for the views inside them.
    var _dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
