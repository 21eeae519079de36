/// What a `NavigationLink` asks its stack to push: a value, shown by the destination declared for
/// its type, or a view.
enum NavigationPushRequest {
    case value(AnyHashable)
    case view(AnyView)
}

/// Pushes onto the enclosing `NavigationStack`; nil outside one.
struct NavigationPushAction {
    let push: @MainActor (NavigationPushRequest) -> Void
}

private struct NavigationPushKey: EnvironmentKey {
    static var defaultValue: UncheckedSendable<NavigationPushAction>? { nil }
}

extension EnvironmentValues {
    /// Set by a navigation stack for the links inside it.
    var _navigationPush: NavigationPushAction? {
        get { self[NavigationPushKey.self]?.value }
        set { self[NavigationPushKey.self] = newValue.map(UncheckedSendable.init) }
    }
}
