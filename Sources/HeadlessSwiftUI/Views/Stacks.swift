import Foundation

/// Children in a vertical line (Apple: `VStack`).
public struct VStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Arranges `content` top to bottom, aligned by `alignment`, `spacing` points apart (the default spacing when nil).
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyError() }
}

/// Children in a horizontal line (Apple: `HStack`).
public struct HStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Arranges `content` side by side, aligned by `alignment`, `spacing` points apart (the default spacing when nil).
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyError() }
}

/// Children on top of one another (Apple: `ZStack`).
public struct ZStack<Content: View> {
    let alignment: Alignment
    let content: Content

    /// Layers `content` back to front, aligned by `alignment`.
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { bodyError() }
}

extension VStack: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        [
            context.node(
                .stack(.vertical, spacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .center)),
                children: context.resolve(content, component: "content"))
        ]
    }
}

extension HStack: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        [
            context.node(
                .stack(.horizontal, spacing: spacing, alignment: Alignment(horizontal: .center, vertical: alignment)),
                children: context.resolve(content, component: "content"))
        ]
    }
}

extension ZStack: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        [context.node(.stack(.depth, spacing: nil, alignment: alignment), children: context.resolve(content, component: "content"))]
    }
}

/// Flexible empty space along the stack's axis (Apple: `Spacer`).
public struct Spacer: Sendable {
    /// The least length the spacer keeps along its stack's axis; nil for the default.
    public var minLength: CGFloat?

    /// Space that grows along its stack's axis, at least `minLength` long.
    nonisolated public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public var body: Never { bodyError() }
}

extension Spacer: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        [context.node(.spacer(minLength: minLength))]
    }
}

/// A thin line across the stack (Apple: `Divider`).
public struct Divider: Sendable {
    /// A thin line across its stack's axis, in the separator color.
    nonisolated public init() {}
    public var body: Never { bodyError() }
}

extension Divider: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        [context.node(.divider)]
    }
}

extension VStack: View {}

extension HStack: View {}

extension ZStack: View {}

extension Spacer: View {}

extension Divider: View {}
