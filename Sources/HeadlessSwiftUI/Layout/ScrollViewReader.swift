/// Gives its content a proxy that scrolls the scroll views inside to a view's identity (Apple:
/// `ScrollViewReader`). The headless layer draws the content at its resting scroll position:
/// `scrollTo` is accepted and does not move it yet (docs/swiftui-subset.md).
///
/// ```swift
/// ScrollViewReader { proxy in
///     List(messages) { MessageRow($0) }
///         .onChange(of: messages.count) { proxy.scrollTo(messages.last?.id) }
/// }
/// ```
public struct ScrollViewReader<Content: View> {
    /// Makes the content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader whose content uses the proxy.
    nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: Never { bodyError() }
}

extension ScrollViewReader: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(content(ScrollViewProxy()), component: "content")
    }
}

/// Scrolls the scroll views inside a `ScrollViewReader` (Apple: `ScrollViewProxy`).
public struct ScrollViewProxy {
    /// Scrolls so that the view identified by `id` shows, at `anchor` when given. Not performed
    /// headless yet.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
