/// A view that draws nothing and takes no space (Apple: `EmptyView`).
public struct EmptyView: Sendable {
    /// A view that draws nothing and takes no space.
    nonisolated public init() {}
    public var body: Never { bodyError() }
}

extension EmptyView: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { [] }
}

/// A type-erased view (Apple: `AnyView`). Changing the wrapped type replaces the subtree.
public struct AnyView {
    let view: any View

    /// Erases the type of `view`.
    nonisolated public init<V: View>(_ view: V) {
        self.view = view
    }

    /// Erases the type of `view` when it is a view; nil otherwise.
    nonisolated public init?(erasing view: Any) {
        guard let view = view as? any View else { return nil }
        self.view = view
    }

    public var body: Never { bodyError() }
}

extension AnyView: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(view, component: "any:\(type(of: view))")
    }
}

/// Several views treated as one, with modifiers applied to each (Apple: `Group`).
public struct Group<Content> {
    /// The grouped views.
    public var content: Content
}

extension Group: View where Content: View {
    /// Groups views so that a modifier applies to each of them, without adding a container.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyError() }
}

extension Group: _PrimitiveView where Content: View {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(content, component: "group")
    }
}

/// One branch of an `if`/`else` or `switch` in a `ViewBuilder` (Apple: `_ConditionalContent`).
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    nonisolated init(storage: Storage) {
        self.storage = storage
    }

    public var body: Never { bodyError() }
}

extension _ConditionalContent: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        switch storage {
        case let .trueContent(view): context.resolve(view, component: "true")
        case let .falseContent(view): context.resolve(view, component: "false")
        }
    }
}

extension Optional: View where Wrapped: View {
    /// An optional view has no body: it resolves to its wrapped view or to nothing.
    public typealias Body = Never
    public var body: Never { bodyError() }
}

extension Optional: _PrimitiveView where Wrapped: View {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        switch self {
        case let .some(view): context.resolve(view, component: "some")
        case .none: []
        }
    }
}

extension EmptyView: View {}

extension AnyView: View {}

extension _ConditionalContent: View {}
