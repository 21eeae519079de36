/// A piece of user interface (Apple: `View`). As in iOS 18, the protocol is main-actor isolated
/// and `@preconcurrency`, so a view's `body` runs on the main actor while its initializer can run
/// anywhere.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's `body` returns.
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    /// A primitive view's body type.
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view the engine resolves itself instead of asking for a `body`.
@MainActor protocol _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode]
}

extension View where Body == Never {
    /// Primitive views have no body; asking for one is a programming error, as in SwiftUI.
    nonisolated func bodyError() -> Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
