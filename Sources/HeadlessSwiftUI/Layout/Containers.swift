import Foundation

/// The axes a scroll view moves along (Apple: `Axis`).
public enum Axis: Int8, CaseIterable, Sendable {
    /// Left to right, or top to bottom.
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        nonisolated public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

/// Content that scrolls when it is larger than its viewport (Apple: `ScrollView`).
public struct ScrollView<Content: View> {
    /// The scrolled content.
    public var content: Content
    /// The axes it scrolls along.
    public var axes: Axis.Set
    /// Whether scroll indicators show while scrolling.
    public var showsIndicators: Bool

    /// A view that scrolls `content` along `axes`, proposing it an unlimited length along them.
    nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { bodyError() }
}

extension ScrollView: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        // Content margins (`contentMargins(_:_:for:)`) pad the scrolled content.
        let margins = context.environment._contentMargins
        let children =
            margins == EdgeInsets()
            ? context.resolve(content, component: "content")
            : context.resolve(content.padding(margins), component: "content")
        return [context.node(.scroll(axes), children: children)]
    }
}

/// The size and safe area a `GeometryReader` offers its content (Apple: `GeometryProxy`).
public struct GeometryProxy {
    /// The size proposed to the reader.
    public let size: CGSize
    /// The safe area insets at the reader's frame.
    public let safeAreaInsets: EdgeInsets
    /// Whether layout gave the reader this size; false while it is the environment's guess, before
    /// the first layout (what `onGeometryChange` does not report).
    let isLaidOut: Bool
}

/// A container that takes all the space it is offered and tells its content how much (Apple: `GeometryReader`).
public struct GeometryReader<Content: View> {
    /// Builds the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// A view that takes all the space offered and builds `content` from its size.
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { bodyError() }
}

extension GeometryReader: View, _PrimitiveView {
    /// The content is resolved for the size layout last gave this reader; before any layout, for
    /// the environment's guess (the screen inside its safe areas). The runtime lays out, tells the
    /// graph each reader's frame, and the graph resolves the content again where a size changed.
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let laidOut = context.graph.readerSizes[context.path]
        let node = context.node(.geometryReader)
        let content = self.content
        node.resolveForSize = { [unowned node] size in
            node.readerSize = size
            return context.resolve(content(GeometryProxy(size: size, safeAreaInsets: EdgeInsets(), isLaidOut: true)), component: "content")
        }
        if let laidOut {
            node.children = node.resolveForSize!(laidOut)
        } else {
            // The guess leaves the reader's size unknown, so the first layout resolves it again
            // with its own size even when the guess was right.
            let guess = context.environment[ProposedSizeKey.self]
            node.children = context.resolve(
                content(GeometryProxy(size: guess, safeAreaInsets: EdgeInsets(), isLaidOut: false)), component: "content")
        }
        return [node]
    }
}

/// The size a `GeometryReader` is first resolved for, before layout has measured it.
package struct ProposedSizeKey: EnvironmentKey {
    public static let defaultValue = CGSize.zero
}
