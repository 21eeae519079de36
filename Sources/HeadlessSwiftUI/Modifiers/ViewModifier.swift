/// A reusable change to a view (Apple: `ViewModifier`), main-actor isolated as in iOS 18.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier's body returns.
    associatedtype Body: View
    /// The modified view, as the body receives it.
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The view a modifier is applied to, inside its `body(content:)` (Apple: `_ViewModifier_Content`).
public struct _ViewModifier_Content<Modifier: ViewModifier> {
    public var body: Never { bodyError() }
}

extension _ViewModifier_Content: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.modifierContent.last?(context) ?? []
    }
}

/// A view with a modifier applied (Apple: `ModifiedContent`).
public struct ModifiedContent<Content, Modifier> {
    /// The view the modifier is applied to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// `content` with `modifier` applied; `modifier(_:)` makes one.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("ModifiedContent is a primitive view and has no body") }
}

extension ModifiedContent: _PrimitiveView where Content: View, Modifier: ViewModifier {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let content = self.content
        if let geometry = modifier as? any GeometryEffect {
            return [context.node(.effect(.geometry(geometry)), children: context.resolve(content, component: "content"))]
        }
        if let primitive = modifier as? any _PrimitiveModifier {
            return primitive._resolve(in: context) { $0.resolve(content, component: "content") }
        }
        // The modified view resolves where the body places `content` (its own identity and the
        // environment the body sets there), seeing the modifiers outside this one.
        let outer = context.modifierContent
        let resolveContent = { (placed: ResolveContext) in
            ResolveContext(path: placed.path, environment: placed.environment, graph: placed.graph, modifierContent: outer)
                .resolve(content, component: "content")
        }
        let modifier = self.modifier
        let typeName = String(describing: Modifier.self)
        let node = ViewNode(identity: context.path + ":" + typeName, kind: .custom(typeName))
        node.reevaluate = { [unowned graph = context.graph] in
            graph.evaluateBody(of: modifier, identity: node.identity, in: context, content: resolveContent)
        }
        node.children = node.reevaluate!()
        // An AnimatableModifier's body is rebuilt with interpolated data while its data animates.
        if let animatable = modifier as? any Animatable {
            node.animatableBody = Self.animatableBody(animatable, node: node, context: context, content: resolveContent)
        }
        return [node]
    }

    @MainActor private static func animatableBody<A: Animatable>(
        _ modifier: A, node: ViewNode, context: ResolveContext,
        content: @escaping (ResolveContext) -> [ViewNode]
    ) -> AnimatableBody? {
        AnimatableBody.make(modifier) { [unowned graph = context.graph, identity = node.identity] copy in
            guard let typed = copy as? Modifier else { return [] }
            return graph.evaluateBody(of: typed, identity: identity, in: context, content: content)
        }
    }
}

/// A modifier the engine applies itself.
@MainActor protocol _PrimitiveModifier {
    /// `content` resolves the modified view in the context it is given.
    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode]
}

extension View {
    /// Applies a modifier.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension _ViewModifier_Content: View {}
