/// Gives its content a proxy that scrolls the scroll views inside to a view's identity (Apple:
/// `ScrollViewReader`). `scrollTo` takes effect at the next layout: the scroll views around the
/// identified view move to it, without animation (docs/swiftui-subset.md).
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
        context.resolve(content(ScrollViewProxy(requests: context.graph.scrollRequests)), component: "content")
    }
}

/// Scrolls the scroll views inside a `ScrollViewReader` (Apple: `ScrollViewProxy`).
public struct ScrollViewProxy {
    let requests: ScrollRequests

    init(requests: ScrollRequests) {
        self.requests = requests
    }

    /// Scrolls the scroll views around the view identified by `id` (its `id(_:)`, or its element's
    /// id in a `ForEach` or `List`) so that `anchor` of the view meets `anchor` of the scroll view;
    /// with no anchor, by the least that shows the whole view. Nothing happens when no view has
    /// that identity.
    ///
    /// ```swift
    /// Button("Latest") { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
    /// ```
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        requests.pending.append(ScrollRequests.Request(id: AnyHashable(id), anchor: anchor))
    }
}

@available(*, unavailable)
extension ScrollViewProxy: Sendable {}
