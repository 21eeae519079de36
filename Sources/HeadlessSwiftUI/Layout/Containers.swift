import Foundation

/// The axes a scroll view moves along (Apple: `Axis`).
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        nonisolated public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Content that scrolls when it is larger than its viewport (Apple: `ScrollView`).
public struct ScrollView<Content: View> {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { bodyError() }
}

extension ScrollView: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        [context.node(.scroll(axes), children: context.resolve(content, component: "content"))]
    }
}

/// The size and safe area a `GeometryReader` offers its content (Apple: `GeometryProxy`).
public struct GeometryProxy {
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
}

/// A container that takes all the space it is offered and tells its content how much (Apple: `GeometryReader`).
public struct GeometryReader<Content: View> {
    public var content: (GeometryProxy) -> Content

    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { bodyError() }
}

extension GeometryReader: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let proxy = GeometryProxy(size: context.environment[ProposedSizeKey.self], safeAreaInsets: EdgeInsets())
        return [context.node(.geometryReader, children: context.resolve(content(proxy), component: "content"))]
    }
}

/// The size layout has given the nearest `GeometryReader`; zero until layout (part 2) runs.
@_spi(Runtime) public struct ProposedSizeKey: EnvironmentKey {
    public static let defaultValue = CGSize.zero
}
