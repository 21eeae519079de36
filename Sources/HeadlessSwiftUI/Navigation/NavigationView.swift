/// A navigation stack in its older spelling (Apple: `NavigationView`, deprecated in iOS 16 for
/// `NavigationStack`); on iPhone it draws as a stack does.
///
/// ```swift
/// NavigationView { List { ... }.navigationTitle("Workouts") }
/// ```
public struct NavigationView<Content: View> {
    let content: Content

    /// A navigation view showing `content` at its root.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyError() }
}

extension NavigationView: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(NavigationStack { content }, component: "stack")
    }
}
