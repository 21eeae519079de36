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
        // The content's readers find this scroll view's space as `.scrollView`, and as
        // `.scrollView(axis:)` for each axis it scrolls along.
        context.environment._coordinateSpaces[ScrollViewSpaceName()] = context.path
        for (axis, set) in [(Axis.horizontal, Axis.Set.horizontal), (.vertical, .vertical)] where axes.contains(set) {
            context.environment._coordinateSpaces[ScrollViewSpaceName(axis: axis)] = context.path
        }
        // Content margins (`contentMargins(_:_:for:)`) pad the scrolled content; the modifiers
        // above that watch this scroll view's geometry measure it (and none inside).
        let margins = context.environment._contentMargins
        let observers = context.environment[ScrollGeometryObserversKey.self]
        context.environment[ScrollGeometryObserversKey.self] = []
        let children: [ViewNode]
        switch (margins == EdgeInsets(), observers.isEmpty) {
        case (true, true): children = context.resolve(content, component: "content")
        case (false, true): children = context.resolve(content.padding(margins), component: "content")
        case (_, false):
            children = context.resolve(ScrollGeometryProbe.measure(content.padding(margins), for: observers), component: "content")
        }
        return [context.node(.scroll(axes), children: children)]
    }
}

/// The size and safe area a `GeometryReader` offers its content, and its frame in the spaces
/// around it (Apple: `GeometryProxy`).
public struct GeometryProxy {
    /// The size proposed to the reader.
    public var size: CGSize { geometry.frame.size }
    /// The safe area insets at the reader's frame.
    public let safeAreaInsets: EdgeInsets
    /// Whether layout gave the reader this size; false while it is the environment's guess, before
    /// the first layout (what `onGeometryChange` does not report).
    let isLaidOut: Bool
    /// The reader's frame on the screen and the frames of the named spaces around it.
    let geometry: ReaderGeometry
    /// Where the content's reads of anchors are noted, for layout to give their frames.
    var anchorReads: AnchorReads?

    /// The value of `anchor` in the reader's own coordinates (Apple: `subscript(_:)`): a bounds
    /// anchor gives the anchored view's frame as placed relative to the reader's top leading
    /// corner. Before layout has placed the anchored view, its frame is taken as empty at the
    /// reader's origin.
    ///
    /// ```swift
    /// GeometryReader { proxy in Rectangle().frame(width: proxy[anchor].width, height: 2) }
    /// ```
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchorReads?.identities.insert(anchor.identity)
        let frame = geometry.anchors[anchor.identity]?.offsetBy(dx: -geometry.frame.minX, dy: -geometry.frame.minY) ?? .zero
        return anchor.value(in: frame)
    }

    /// The reader's frame in `coordinateSpace` (Apple: `frame(in:)`): on the screen for `.global`,
    /// at the origin for `.local`, relative to the named ancestor for `.named(_:)` (on the screen
    /// when no ancestor has that name).
    ///
    /// ```swift
    /// GeometryReader { proxy in Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .global).minY) }
    /// ```
    @_disfavoredOverload
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global:
            return geometry.frame
        case .local:
            return CGRect(origin: .zero, size: geometry.frame.size)
        case let .named(name):
            guard let space = geometry.spaces[name] else { return geometry.frame }
            return geometry.frame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// The reader's frame in `coordinateSpace` (Apple: `frame(in:)`, iOS 17): `.global`, `.local`,
    /// `.named(_:)` or `.scrollView`.
    ///
    /// ```swift
    /// GeometryReader { proxy in Text("\(Int(proxy.frame(in: .scrollView).minY))") }
    /// ```
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the named space around the reader, in the reader's own space; nil when no
    /// ancestor has that name (Apple: `bounds(of:)`, iOS 17).
    ///
    /// ```swift
    /// GeometryReader { proxy in Text(proxy.bounds(of: .scrollView)?.minY == 0 ? "At the top" : "Scrolled") }
    /// ```
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = geometry.spaces[coordinateSpace.name] else { return nil }
        return space.offsetBy(dx: -geometry.frame.minX, dy: -geometry.frame.minY)
    }
}

/// Where layout put a `GeometryReader`: its frame on the screen, and the frames on the screen of
/// the named coordinate spaces around it, by name.
package struct ReaderGeometry: Equatable {
    /// The reader's frame on the screen.
    package let frame: CGRect
    /// The named spaces' frames on the screen.
    package let spaces: [AnyHashable: CGRect]
    /// The frames on the screen of the views whose anchors the content reads, by identity.
    package var anchors: [String: CGRect] = [:]
}

/// The views whose anchors a reader's content read as it was built.
final class AnchorReads {
    var identities: Set<String> = []
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
    /// The content is resolved for the frame layout last gave this reader; before any layout, for
    /// the environment's guess (the screen inside its safe areas). The runtime lays out, tells the
    /// graph each reader's frame, and the graph resolves the content again where the reader's
    /// frame, or that of a named space around it, changed.
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let laidOut = context.graph.readerGeometries[context.path]
        let node = context.node(.geometryReader)
        node.readerSpaces = context.environment._coordinateSpaces
        let content = self.content
        // The anchors the content reads are noted, for layout to give the reader their frames.
        func resolve(_ geometry: ReaderGeometry, isLaidOut: Bool, for node: ViewNode) -> [ViewNode] {
            let reads = AnchorReads()
            let proxy = GeometryProxy(safeAreaInsets: EdgeInsets(), isLaidOut: isLaidOut, geometry: geometry, anchorReads: reads)
            let children = context.resolve(ObservationOwner.observe { content(proxy) }, component: "content")
            node.readerAnchors = reads.identities
            return children
        }
        // Resolved again after layout, its reads still belong to the view whose content it is.
        let owner = ObservationOwner.current
        node.resolveForGeometry = { [unowned node] geometry in
            node.readerGeometry = geometry
            return ObservationOwner.resuming(owner) { resolve(geometry, isLaidOut: true, for: node) }
        }
        if let laidOut {
            node.children = node.resolveForGeometry!(laidOut)
        } else {
            // The guess leaves the reader's geometry unknown, so the first layout resolves it
            // again with its own even when the guess was right.
            let guess = context.environment[ProposedSizeKey.self]
            node.children = resolve(ReaderGeometry(frame: CGRect(origin: .zero, size: guess), spaces: [:]), isLaidOut: false, for: node)
        }
        return [node]
    }
}

/// The size a `GeometryReader` is first resolved for, before layout has measured it.
package struct ProposedSizeKey: EnvironmentKey {
    public static let defaultValue = CGSize.zero
}
