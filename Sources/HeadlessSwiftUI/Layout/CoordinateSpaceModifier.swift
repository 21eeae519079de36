import Foundation

/// The named coordinate spaces around a view: each name and the identity of the node that named it
/// (the innermost wins), for geometry readers to find their frames after layout.
private struct CoordinateSpacesKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: [AnyHashable: String] = [:]
}

extension EnvironmentValues {
    /// The named coordinate spaces around this view, by name: the node that carries each.
    package var _coordinateSpaces: [AnyHashable: String] {
        get { self[CoordinateSpacesKey.self] }
        set { self[CoordinateSpacesKey.self] = newValue }
    }
}

/// Names the space of the view it modifies, for the geometry readers inside (Apple:
/// `coordinateSpace(name:)`, `coordinateSpace(_:)`).
struct CoordinateSpaceModifier {
    let name: AnyHashable

    nonisolated init(name: AnyHashable) {
        self.name = name
    }
}

extension CoordinateSpaceModifier: ViewModifier, _PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("CoordinateSpaceModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        var environment = context.environment
        environment._coordinateSpaces[name] = context.path
        let nodes = content(context.child("space", environment: environment))
        return [context.node(.custom("coordinateSpace"), children: nodes)]
    }
}

extension View {
    /// Names this view's space `name`, so that geometry readers inside can give frames in it
    /// (Apple: `coordinateSpace(name:)`, deprecated in iOS 17 for `coordinateSpace(_:)`).
    ///
    /// ```swift
    /// ScrollView { Feed() }.coordinateSpace(name: "feed")
    /// ```
    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's space with `name` (Apple: `coordinateSpace(_:)`, iOS 17).
    ///
    /// ```swift
    /// ScrollView { Feed() }.coordinateSpace(.named("feed"))
    /// ```
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(name: name.name))
    }
}
