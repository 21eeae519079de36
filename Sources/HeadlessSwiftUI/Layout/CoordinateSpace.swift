/// A space a frame is given in (Apple: `CoordinateSpace`): the screen's, a view's own, or the one
/// an ancestor named with `coordinateSpace(name:)`.
///
/// ```swift
/// GeometryReader { proxy in
///     Header(offset: proxy.frame(in: .named("feed")).minY)
/// }
/// ```
public enum CoordinateSpace {
    /// The screen's space.
    case global
    /// The view's own space: its origin at its top leading corner.
    case local
    /// The space of the ancestor that `coordinateSpace(name:)` named `name`.
    case named(AnyHashable)

    /// Whether this is the global space.
    public var isGlobal: Bool { if case .global = self { true } else { false } }
    /// Whether this is the local space.
    public var isLocal: Bool { if case .local = self { true } else { false } }
}

extension CoordinateSpace: Equatable, Hashable {}

/// A coordinate space as a value of its own type (Apple: `CoordinateSpaceProtocol`, iOS 17):
/// `.global`, `.local`, `.named(_:)` and `.scrollView`.
public protocol CoordinateSpaceProtocol {
    /// The space it stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// A space an ancestor named (Apple: `NamedCoordinateSpace`), or the innermost scroll view's.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable

    /// The named space.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The view's own space (Apple: `LocalCoordinateSpace`).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// The local space.
    nonisolated public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The screen's space (Apple: `GlobalCoordinateSpace`).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// The global space.
    nonisolated public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space an ancestor named `name` with `coordinateSpace(_:)` or `coordinateSpace(name:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }

    /// The space of the innermost scroll view around the view (Apple: "added by the system for
    /// the innermost containing scroll view"): its origin at the scroll view's visible top leading corner.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName())) }

    /// The space of the innermost scroll view around the view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: axis)))
    }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The screen's space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

/// The name the layer gives a scroll view's space: any axis, or the one it scrolls along.
struct ScrollViewSpaceName: Hashable, Sendable {
    var axis: Axis?
}
