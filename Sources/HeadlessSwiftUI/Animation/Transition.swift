import Foundation

/// How a view enters and leaves (Apple: `AnyTransition`).
public struct AnyTransition: Sendable {
    /// The transition as data, for the timeline.
    @_spi(Runtime) public indirect enum Kind: Sendable {
        case identity, opacity, slide
        case offset(CGSize)
        case scale(CGFloat, anchor: UnitPoint)
        case move(Edge)
        case combined(Kind, Kind)
        case asymmetric(insertion: Kind, removal: Kind)
        case animation(Kind, Animation?)
    }

    @_spi(Runtime) public let kind: Kind

    public static let identity = AnyTransition(kind: .identity)
    public static let opacity = AnyTransition(kind: .opacity)
    public static let slide = AnyTransition(kind: .slide)
    public static var scale: AnyTransition { scale(scale: 0) }

    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(kind: .offset(offset)) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(kind: .scale(scale, anchor: anchor)) }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .asymmetric(insertion: insertion.kind, removal: removal.kind))
    }

    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(kind: .combined(kind, other.kind)) }
    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition(kind: .animation(kind, animation)) }
}

extension View {
    /// How the view enters and leaves when it is inserted or removed.
    nonisolated public func transition(_ t: AnyTransition) -> some View {
        modifier(EffectModifier(effect: .transition(t)))
    }
}

/// A namespace for matched geometry (Apple: `Namespace`).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private let box = NamespaceBox()

    nonisolated public init() {}

    public var wrappedValue: Namespace.ID { Namespace.ID(value: box.id ?? 0) }
}

final class NamespaceBox: @unchecked Sendable {
    var id: Int?
}

extension Namespace: _GraphInstallable {
    @MainActor func _install(_ context: DynamicPropertyContext) {
        if let id = context.storage.states[context.index] as? NamespaceIdentity {
            box.id = id.value
        } else {
            let id = NamespaceIdentity(value: NamespaceIdentity.next())
            context.storage.states[context.index] = id
            box.id = id.value
        }
    }
}

/// A namespace's number, kept for the lifetime of its view.
final class NamespaceIdentity {
    let value: Int
    init(value: Int) { self.value = value }

    @MainActor private static var counter = 0
    @MainActor static func next() -> Int {
        counter += 1
        return counter
    }
}

/// Which geometry a matched effect shares (Apple: `MatchedGeometryProperties`).
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    nonisolated public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Shares geometry with the other view of the same id in `namespace`.
    nonisolated public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                                properties: MatchedGeometryProperties = .frame,
                                                                anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(EffectModifier(effect: .matchedGeometry(id: "\(id)", namespace: namespace, isSource: isSource)))
    }
}
