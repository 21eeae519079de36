import Foundation

/// One resolved element of the view graph: what it is, its identity and its children.
@_spi(Runtime) @MainActor public final class ViewNode {
    /// Structural identity: the path of positions, branches and explicit ids from the root.
    public let identity: String
    public let kind: NodeKind
    public internal(set) var children: [ViewNode]
    /// Re-resolves this node's body in its original context (custom views and modifiers only).
    var reevaluate: (() -> [ViewNode])?

    init(identity: String, kind: NodeKind, children: [ViewNode] = []) {
        self.identity = identity
        self.kind = kind
        self.children = children
    }

    /// This node and all below it, parents before children.
    public var preOrder: [ViewNode] { [self] + children.flatMap(\.preOrder) }
}

/// What a node is.
@_spi(Runtime) public enum NodeKind {
    /// A view or modifier with a body, by type name.
    case custom(String)
    case text(Text)
    case image(systemName: String)
    case color(Color)
    case stack(StackAxis, spacing: CGFloat?)
    case spacer(minLength: CGFloat?)
    case divider
    case button(action: @MainActor () -> Void)
    case effect(NodeEffect)
}

/// The axis of a stack node.
@_spi(Runtime) public enum StackAxis: Sendable {
    case vertical, horizontal, depth
}

/// What a built-in modifier does to the nodes it wraps.
@_spi(Runtime) public enum NodeEffect {
    case padding(EdgeInsets)
    case frame(width: CGFloat?, height: CGFloat?)
    case opacity(Double)
    case foregroundStyle(any ShapeStyle)
    /// Decorations behind (background) or in front of (overlay) the content: the last `count` children.
    case decoration(isBackground: Bool, alignment: Alignment, count: Int)
    /// An explicit `.id(_:)`.
    case identity(String)
    case accessibility(AccessibilityAttributes)
    case onAppear(@MainActor () -> Void)
    case onDisappear(@MainActor () -> Void)
    case onChange(value: any Equatable, action: @MainActor (any Equatable, any Equatable) -> Void, initial: Bool)
    case task(@MainActor @Sendable () async -> Void)
}
