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

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the view is presented: inside a sheet, a cover or a pushed destination, where
    /// `dismiss` dismisses it (Apple: `EnvironmentValues.isPresented`); false on the root.
    ///
    /// ```swift
    /// @Environment(\.isPresented) private var isPresented
    /// ```
    public var isPresented: Bool { self[IsPresentedKey.self] }

    /// Set by presentations for the views inside them.
    var _isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
