import Foundation

/// Where a scroll view is scrolled to: a view's identity, an edge or a point (Apple:
/// `ScrollPosition`, iOS 18). Headless, a position of a view's identity scrolls to that view as
/// `ScrollViewProxy.scrollTo(_:anchor:)` does; an edge or a point is kept but not applied.
///
/// ```swift
/// @State private var position = ScrollPosition(edge: .top)
/// ScrollView { Feed() }.scrollPosition($position)
/// Button("Top") { position.scrollTo(edge: .top) }
/// ```
public struct ScrollPosition: Equatable, Sendable {
    enum Target: Equatable, Sendable {
        case none
        case view(id: PositionID, anchor: UnitPoint?)
        case edge(Edge)
        case point(x: CGFloat?, y: CGFloat?)
    }

    var target: Target

    /// Whether the user scrolled the view to where it is (set false when code positions it).
    public var isPositionedByUser = false

    /// A position at the view identified by `id`.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        target = .view(id: PositionID(value: id), anchor: anchor)
    }

    /// No position yet, for views whose identities are of `idType`.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {
        target = .none
    }

    /// A position at `edge`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
        target = .edge(edge)
    }

    /// A position at `point` of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        target = .point(x: point.x, y: point.y)
    }

    /// A position at `x` and `y` of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {
        target = .point(x: x, y: y)
    }

    /// A position at `x` of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
        target = .point(x: x, y: nil)
    }

    /// A position at `y` of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
        target = .point(x: nil, y: y)
    }

    /// Scrolls to the view identified by `id`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        target = .view(id: PositionID(value: id), anchor: anchor)
        isPositionedByUser = false
    }

    /// Scrolls to `edge`.
    public mutating func scrollTo(edge: Edge) {
        target = .edge(edge)
        isPositionedByUser = false
    }

    /// Scrolls to `point` of the content.
    public mutating func scrollTo(point: CGPoint) {
        target = .point(x: point.x, y: point.y)
        isPositionedByUser = false
    }

    /// Scrolls to `x` and `y` of the content.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { scrollTo(point: CGPoint(x: x, y: y)) }

    /// Scrolls to `x` of the content.
    public mutating func scrollTo(x: CGFloat) {
        target = .point(x: x, y: nil)
        isPositionedByUser = false
    }

    /// Scrolls to `y` of the content.
    public mutating func scrollTo(y: CGFloat) {
        target = .point(x: nil, y: y)
        isPositionedByUser = false
    }

    /// The edge scrolled to, if the position is an edge.
    public var edge: Edge? {
        if case let .edge(edge) = target { edge } else { nil }
    }

    /// The point scrolled to, if the position is a point.
    public var point: CGPoint? {
        if case let .point(x, y) = target { CGPoint(x: x ?? 0, y: y ?? 0) } else { nil }
    }

    /// The identity of the view scrolled to, if the position is a view.
    public var viewID: (any Hashable & Sendable)? {
        if case let .view(id, _) = target { id.value } else { nil }
    }

    /// The identity of the view scrolled to, as `type`, if the position is a view of that type.
    public func viewID<ID: Hashable & Sendable>(type: ID.Type) -> ID? {
        if case let .view(id, _) = target { id.value as? ID } else { nil }
    }
}

/// The identity of the view a position names.
struct PositionID: Equatable, Sendable {
    let value: any Hashable & Sendable

    static func == (lhs: PositionID, rhs: PositionID) -> Bool { AnyHashable(lhs.value) == AnyHashable(rhs.value) }
}

extension View {
    /// Binds the scroll views inside to `position` (Apple: `scrollPosition(_:anchor:)`, iOS 18): a
    /// position of a view's identity scrolls there at the next layout, as `ScrollViewProxy` does.
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(position: position, anchor: anchor))
    }
}

/// Asks, at each update, for a scroll to the position's view when it names one: the binding is
/// where the scroll views inside stand.
struct ScrollPositionModifier {
    let position: Binding<ScrollPosition>
    let anchor: UnitPoint?

    nonisolated init(position: Binding<ScrollPosition>, anchor: UnitPoint?) {
        self.position = position
        self.anchor = anchor
    }
}

extension ScrollPositionModifier: ViewModifier, _PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("ScrollPositionModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        if case let .view(id, viewAnchor) = position.wrappedValue.target {
            context.graph.scrollRequests.pending.append(ScrollRequests.Request(id: AnyHashable(id.value), anchor: viewAnchor ?? anchor))
        }
        return content(context)
    }
}
